import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconMapPinBolt, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Service {
  title: string;
  description: string;
  icon: ReactNode;
}

const services: Service[] = [
  {
    title: 'Envío exprés',
    description:
      'Entregas al día siguiente hábil entre las principales ciudades del país con los servicios exprés de las paqueterías líderes. Tú eliges la opción que mejor se ajusta a tu tiempo y a tu presupuesto.',
    icon: <IconTruckDelivery size={26} />,
  },
  {
    title: 'Rastreo en tiempo real',
    description:
      'Consulta en cualquier momento dónde está tu paquete con solo tu número de guía, sin necesidad de iniciar sesión. Verás cada movimiento ordenado por fecha, desde la recolección hasta la entrega.',
    icon: <IconMapPinBolt size={26} />,
  },
  {
    title: 'Soporte dedicado',
    description:
      'Un equipo de atención que habla tu idioma te acompaña antes, durante y después de cada envío: dudas de cotización, cargos por sobrepeso y seguimiento de reclamaciones con la paquetería.',
    icon: <IconHeadset size={26} />,
  },
];

export function ServiceCards() {
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="services-title">
      <Stack gap={6} mb="xl" ta="center" align="center">
        <Title order={2} id="services-title">
          Todo lo que necesitas para enviar
        </Title>
        <Text c="dimmed" maw={620}>
          Cotiza, paga y da seguimiento a tus paquetes en una sola plataforma pensada para tiendas en línea,
          pymes y personas que envían dentro de México.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {services.map((service) => (
          <Card key={service.title} shadow="xs" data-testid="service-card">
            <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
              {service.icon}
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {service.title}
            </Title>
            <Text c="dimmed" size="sm">
              {service.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
