import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { ContentPage } from '@/shared/ui/content-page';

const glossary: [string, string][] = [
  [
    'Datos personales',
    'Cualquier información concerniente a una persona física identificada o identificable.',
  ],
  ['Titular', 'La persona física a quien corresponden los datos personales.'],
  ['Responsable', `${site.name}, que decide sobre el tratamiento de tus datos personales.`],
  [
    'Encargado',
    'Quien trata datos personales por cuenta del responsable, por ejemplo un proveedor de servicios.',
  ],
  [
    'Tratamiento',
    'La obtención, uso, divulgación, almacenamiento o cualquier otra operación con datos personales.',
  ],
  [
    'Transferencia',
    'Toda comunicación de datos personales a una persona distinta del responsable o del encargado.',
  ],
  [
    'Derechos ARCO',
    'Los derechos de Acceso, Rectificación, Cancelación y Oposición que la ley reconoce al titular.',
  ],
];

const dataCategories = [
  'Identificación: nombre y apellidos.',
  'Contacto: correo electrónico, teléfono y, en su caso, sitio web de tu negocio.',
  'Envíos: direcciones de origen y destino, nombre, teléfono y correo de remitentes y destinatarios, descripción del contenido y valor declarado.',
  'Facturación: RFC, razón social, régimen fiscal y domicilio fiscal, cuando solicitas factura.',
  'Pago: los datos de tu tarjeta los recaba y procesa directamente PayPal; nosotros no los almacenamos.',
  'Navegación: dirección IP, tipo de navegador y datos técnicos necesarios para mantener tu sesión.',
];

const arcoRights: [string, string][] = [
  ['Acceso', 'Conocer qué datos personales tenemos de ti y para qué los usamos.'],
  ['Rectificación', 'Corregir tus datos cuando estén desactualizados, sean inexactos o estén incompletos.'],
  ['Cancelación', 'Pedir que eliminemos tus datos cuando consideres que no se tratan conforme a la ley.'],
  ['Oposición', 'Oponerte al uso de tus datos para fines específicos.'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const privacyMail = (
  <Anchor href={`mailto:${site.privacyEmail}`} data-testid="privacy-contact">
    {site.privacyEmail}
  </Anchor>
);

export function PrivacyPage() {
  return (
    <ContentPage
      title="Aviso de privacidad"
      lead={`${site.name} es responsable del tratamiento de tus datos personales, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`}
    >
      <Stack gap="xl">
        <Section title="Glosario">
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" withRowBorders>
              <Table.Tbody>
                {glossary.map(([term, meaning]) => (
                  <Table.Tr key={term}>
                    <Table.Th w="30%" style={{ verticalAlign: 'top' }}>
                      {term}
                    </Table.Th>
                    <Table.Td>{meaning}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>

        <Section title="Datos personales que recabamos">
          <Text>Para prestarte nuestros servicios podemos recabar las siguientes categorías de datos:</Text>
          <List spacing={4}>
            {dataCategories.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text>No recabamos datos personales sensibles.</Text>
        </Section>

        <Section title="Finalidades del tratamiento">
          <Text>Usamos tus datos para las siguientes finalidades necesarias para el servicio:</Text>
          <List spacing={4}>
            <List.Item>Crear y administrar tu cuenta y verificar tu identidad.</List.Item>
            <List.Item>
              Cotizar, generar guías, gestionar y rastrear tus envíos con las paqueterías.
            </List.Item>
            <List.Item>Procesar pagos, recargas de monedero, cargos por sobrepeso y facturación.</List.Item>
            <List.Item>Atender tus solicitudes, dudas y reclamaciones.</List.Item>
            <List.Item>Cumplir las obligaciones legales y fiscales que nos corresponden.</List.Item>
          </List>
          <Text>
            De forma adicional, y solo si no te opones, podemos usarlos para enviarte promociones y encuestas
            de satisfacción. Puedes negarte a estas finalidades en cualquier momento escribiendo a{' '}
            {privacyMail}.
          </Text>
        </Section>

        <Section title="Derechos ARCO">
          <Text>Como titular de tus datos personales tienes derecho a:</Text>
          <List spacing={4}>
            {arcoRights.map(([right, meaning]) => (
              <List.Item key={right}>
                <strong>{right}:</strong> {meaning}
              </List.Item>
            ))}
          </List>
          <Text>
            Para ejercer tus derechos ARCO envía una solicitud a {privacyMail} que incluya: tu nombre y correo
            para responderte; una copia de tu identificación oficial (o la de tu representante legal y el
            documento que acredite la representación); la descripción clara de los datos y del derecho que
            deseas ejercer; y cualquier elemento que nos ayude a localizar tus datos. Si pides una
            rectificación, indica las correcciones y adjunta la documentación que las sustente.
          </Text>
          <Text>
            Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud y, si
            resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes.
          </Text>
        </Section>

        <Section title="Revocación del consentimiento">
          <Text>
            Puedes revocar en cualquier momento el consentimiento que nos hayas otorgado para el tratamiento
            de tus datos, siguiendo el mismo procedimiento de los derechos ARCO. Ten en cuenta que no siempre
            podremos atender tu solicitud de inmediato, pues algunas obligaciones legales nos exigen conservar
            ciertos datos, y que la revocación puede impedirnos seguir prestándote el servicio.
          </Text>
        </Section>

        <Section title="Transferencias de datos">
          <Text>
            Compartimos tus datos únicamente con las paqueterías que realizan tus envíos y con el procesador
            de pagos (PayPal), en la medida necesaria para cumplir el servicio que contrataste, así como con
            las autoridades competentes cuando la ley lo requiera. Estas transferencias no requieren tu
            consentimiento conforme a la ley. No vendemos ni rentamos tus datos personales.
          </Text>
        </Section>

        <Section title="Cookies y tecnologías similares">
          <Text>
            Usamos almacenamiento local del navegador y cookies técnicas para mantener tu sesión iniciada y
            recordar tus preferencias. Puedes eliminarlas o bloquearlas desde la configuración de tu
            navegador; si lo haces, algunas funciones del sitio podrían no estar disponibles.
          </Text>
        </Section>

        <Section title="Cambios al aviso de privacidad">
          <Text>
            Este aviso puede cambiar por nuevas disposiciones legales, por nuestras propias necesidades o por
            cambios en nuestros servicios. Publicaremos cualquier modificación en esta misma página.
          </Text>
        </Section>

        <Section title="Contacto de privacidad">
          <Text>
            Para cualquier duda sobre este aviso o sobre el tratamiento de tus datos escríbenos a{' '}
            {privacyMail}.
          </Text>
        </Section>
      </Stack>
    </ContentPage>
  );
}
