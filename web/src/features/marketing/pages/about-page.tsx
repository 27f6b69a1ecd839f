import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { site } from '@/config/site';
import { ContentPage } from '@/shared/ui/site/site-ui';

const values = [
  {
    title: 'Transparencia',
    text: 'Te mostramos el precio final en pesos, con IVA incluido, antes de pagar. Sin cargos escondidos ni letras pequeñas.',
  },
  {
    title: 'Cercanía',
    text: 'Detrás de cada envío hay personas. Nuestro equipo de soporte conoce el proceso de cada paquetería y te ayuda a resolver cualquier imprevisto.',
  },
  {
    title: 'Eficiencia',
    text: 'Cotizar, pagar e imprimir una guía debe tomar minutos, no horas. Automatizamos lo repetitivo para que tú te concentres en tu negocio.',
  },
];

export function AboutPage() {
  return (
    <ContentPage
      title="Quiénes somos"
      lead={`${site.name} es una plataforma mexicana que reúne a las principales paqueterías del país para que enviar sea simple, rápido y al mejor precio.`}
    >
      <Stack gap="lg">
        <Text>
          Nacimos para resolver un problema que conocen bien las tiendas en línea y las pequeñas empresas:
          cotizar con varias paqueterías, comparar precios y tiempos, generar guías y dar seguimiento a cada
          paquete consume tiempo y dinero. En {site.name} concentramos todo ese proceso en un solo lugar.
        </Text>
        <Text>
          Gracias a los volúmenes que manejamos con DHL, FedEx, Estafeta, Paquetexpress, Redpack y AMPM,
          ofrecemos tarifas preferenciales a negocios de cualquier tamaño, sin contratos ni mínimos de envío.
          Somos intermediarios: te informamos de las opciones de cada paquetería y gestionamos tu guía; el
          traslado y la entrega los realiza la paquetería que elijas.
        </Text>

        <Title order={2} mt="md">
          Nuestra misión
        </Title>
        <Text>
          Hacer que cualquier persona o empresa en México pueda enviar paquetes de forma confiable y al mejor
          precio, con información clara en cada paso.
        </Text>

        <Title order={2} mt="md">
          Nuestra visión
        </Title>
        <Text>
          Ser la plataforma de envíos preferida de los negocios mexicanos, reconocida por su servicio, su
          tecnología y la confianza de sus clientes.
        </Text>

        <Title order={2} mt="md">
          Lo que nos distingue
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {values.map((value) => (
            <Card key={value.title}>
              <Title order={3} fz="md" mb={6}>
                {value.title}
              </Title>
              <Text size="sm" c="dimmed">
                {value.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </ContentPage>
  );
}
