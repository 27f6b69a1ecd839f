import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { ContentPage, siteStyles as s } from '@/shared/ui/site/site-ui';

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
    <section className={s.prose}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const privacyMail = (
  <a href={`mailto:${site.privacyEmail}`} className={s.link} data-testid="privacy-contact">
    {site.privacyEmail}
  </a>
);

export function PrivacyPage() {
  return (
    <ContentPage
      title="Aviso de privacidad"
      lead={`${site.name} es responsable del tratamiento de tus datos personales, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`}
    >
      <div className={s.sections}>
        <Section title="Glosario">
          <table className={s.table}>
            <tbody>
              {glossary.map(([term, meaning]) => (
                <tr key={term}>
                  <th scope="row">{term}</th>
                  <td>{meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        <Section title="Datos personales que recabamos">
          <p>Para prestarte nuestros servicios podemos recabar las siguientes categorías de datos:</p>
          <ul>
            {dataCategories.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>No recabamos datos personales sensibles.</p>
        </Section>

        <Section title="Finalidades del tratamiento">
          <p>Usamos tus datos para las siguientes finalidades necesarias para el servicio:</p>
          <ul>
            <li>Crear y administrar tu cuenta y verificar tu identidad.</li>
            <li>Cotizar, generar guías, gestionar y rastrear tus envíos con las paqueterías.</li>
            <li>Procesar pagos, recargas de monedero, cargos por sobrepeso y facturación.</li>
            <li>Atender tus solicitudes, dudas y reclamaciones.</li>
            <li>Cumplir las obligaciones legales y fiscales que nos corresponden.</li>
          </ul>
          <p>
            De forma adicional, y solo si no te opones, podemos usarlos para enviarte promociones y encuestas
            de satisfacción. Puedes negarte a estas finalidades en cualquier momento escribiendo a{' '}
            {privacyMail}.
          </p>
        </Section>

        <Section title="Derechos ARCO">
          <p>Como titular de tus datos personales tienes derecho a:</p>
          <ul>
            {arcoRights.map(([right, meaning]) => (
              <li key={right}>
                <strong>{right}:</strong> {meaning}
              </li>
            ))}
          </ul>
          <p>
            Para ejercer tus derechos ARCO envía una solicitud a {privacyMail} que incluya: tu nombre y correo
            para responderte; una copia de tu identificación oficial (o la de tu representante legal y el
            documento que acredite la representación); la descripción clara de los datos y del derecho que
            deseas ejercer; y cualquier elemento que nos ayude a localizar tus datos. Si pides una
            rectificación, indica las correcciones y adjunta la documentación que las sustente.
          </p>
          <p>
            Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud y, si
            resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes.
          </p>
        </Section>

        <Section title="Revocación del consentimiento">
          <p>
            Puedes revocar en cualquier momento el consentimiento que nos hayas otorgado para el tratamiento
            de tus datos, siguiendo el mismo procedimiento de los derechos ARCO. Ten en cuenta que no siempre
            podremos atender tu solicitud de inmediato, pues algunas obligaciones legales nos exigen conservar
            ciertos datos, y que la revocación puede impedirnos seguir prestándote el servicio.
          </p>
        </Section>

        <Section title="Transferencias de datos">
          <p>
            Compartimos tus datos únicamente con las paqueterías que realizan tus envíos y con el procesador
            de pagos (PayPal), en la medida necesaria para cumplir el servicio que contrataste, así como con
            las autoridades competentes cuando la ley lo requiera. Estas transferencias no requieren tu
            consentimiento conforme a la ley. No vendemos ni rentamos tus datos personales.
          </p>
        </Section>

        <Section title="Cookies y tecnologías similares">
          <p>
            Usamos almacenamiento local del navegador y cookies técnicas para mantener tu sesión iniciada y
            recordar tus preferencias. Puedes eliminarlas o bloquearlas desde la configuración de tu
            navegador; si lo haces, algunas funciones del sitio podrían no estar disponibles.
          </p>
        </Section>

        <Section title="Cambios al aviso de privacidad">
          <p>
            Este aviso puede cambiar por nuevas disposiciones legales, por nuestras propias necesidades o por
            cambios en nuestros servicios. Publicaremos cualquier modificación en esta misma página.
          </p>
        </Section>

        <Section title="Contacto de privacidad">
          <p>
            Para cualquier duda sobre este aviso o sobre el tratamiento de tus datos escríbenos a{' '}
            {privacyMail}.
          </p>
        </Section>
      </div>
    </ContentPage>
  );
}
