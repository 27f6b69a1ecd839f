import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconBolt,
  IconBuildingWarehouse,
  IconMail,
  IconTruck,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { ContentPage } from '@/shared/ui/site/site-ui';
import { CARRIERS } from '../content/carriers';

interface Offer {
  title: string;
  text: string;
  detail: string;
  icon: ReactNode;
}

const offers: Offer[] = [
  {
    title: 'Envío nacional exprés',
    text: 'Para lo que no puede esperar: entregas al día siguiente hábil entre las principales ciudades y de uno a tres días hábiles al resto del país.',
    detail: 'Paquetes de hasta 60 kg y 150 × 100 × 100 cm.',
    icon: <IconBolt size={24} />,
  },
  {
    title: 'Envío económico',
    text: 'Servicios terrestres con la mejor relación entre precio y tiempo, ideales para reabastecer inventario o enviar pedidos sin urgencia.',
    detail: 'Entregas normalmente de tres a siete días hábiles, según la ruta.',
    icon: <IconTruck size={24} />,
  },
  {
    title: 'Tarimas y carga consolidada',
    text: 'Mueve mercancía paletizada entre ciudades con paqueterías especializadas en carga, con el mismo proceso de cotización y guía.',
    detail: 'Tarimas de hasta 2,000 kg y 300 × 140 × 190 cm.',
    icon: <IconBuildingWarehouse size={24} />,
  },
  {
    title: 'Sobres y documentos',
    text: 'Contratos, facturas y documentos importantes con acuse de entrega y rastreo de principio a fin.',
    detail: 'Sobres de hasta 0.5 kg y 35 × 24 × 1.5 cm.',
    icon: <IconMail size={24} />,
  },
  {
    title: 'Comparador multipaquetería',
    text: `Cotiza al mismo tiempo con ${CARRIERS.join(', ')} y elige por precio, tiempo de entrega o paquetería de confianza.`,
    detail: 'Precios en MXN con IVA incluido.',
    icon: <IconArrowsLeftRight size={24} />,
  },
  {
    title: 'Monedero prepagado',
    text: 'Recarga saldo una vez y paga tus guías al instante, sin capturar tu tarjeta en cada envío. Consulta cada abono y cargo en tu historial.',
    detail: 'Recargas con tarjeta a través de PayPal.',
    icon: <IconWallet size={24} />,
  },
];

export function ServicesPage() {
  return (
    <ContentPage
      size="lg"
      title="Servicios"
      lead="Soluciones de envío para cada necesidad: desde un sobre con documentos hasta una tarima completa, con las paqueterías más confiables del país."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {offers.map((offer) => (
          <Card key={offer.title} shadow="xs" data-testid="offer-card">
            <Stack gap="xs">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                {offer.icon}
              </ThemeIcon>
              <Title order={2} fz="lg">
                {offer.title}
              </Title>
              <Text size="sm">{offer.text}</Text>
              <Text size="sm" c="dimmed">
                {offer.detail}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" mt={40}>
        <Button component={Link} to={Paths.newShipment} size="md" color="orange">
          Cotizar mi envío
        </Button>
        <Button component={Link} to={Paths.contact} size="md" variant="default">
          Hablar con un asesor
        </Button>
      </Group>
    </ContentPage>
  );
}
