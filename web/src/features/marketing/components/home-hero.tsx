import { Badge, Box, Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

const highlights = [
  'Precios en pesos mexicanos con IVA incluido',
  'Tu guía lista en minutos, sin contratos ni mínimos',
  'Cobertura en toda la República Mexicana',
];

export function HomeHero() {
  return (
    <Box
      component="section"
      py={{ base: 48, sm: 88 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 60%, var(--mantine-color-brand-6) 100%)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={720} c="white">
          <Badge color="orange" variant="filled" size="lg" radius="sm" w="fit-content">
            Envíos nacionales
          </Badge>
          <Title order={1} fz={{ base: 30, sm: 46 }} lh={1.15}>
            Envía a todo México con las mejores paqueterías, desde un solo lugar
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
            Compara en segundos las tarifas de DHL, FedEx, Estafeta, Paquetexpress, Redpack y AMPM, genera tu
            guía al instante y paga con tarjeta o con el saldo de tu monedero.
          </Text>
          <List
            spacing={6}
            c="brand.0"
            icon={
              <ThemeIcon color="orange" size={20} radius="xl">
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            {highlights.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button
              component={Link}
              to={Paths.newShipment}
              size="md"
              color="orange"
              rightSection={<IconArrowRight size={18} />}
            >
              Cotizar mi envío
            </Button>
            <Button component={Link} to={Paths.services} size="md" variant="white">
              Ver servicios
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
