import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <IconMapPinQuestion size={56} stroke={1.5} color="var(--mantine-color-brand-7)" aria-hidden />
        <Text c="dimmed" fw={600}>
          Error 404
        </Text>
        <Title order={1}>Página no encontrada</Title>
        <Text c="dimmed">
          La dirección que buscas no existe o cambió de lugar. Revisa que esté bien escrita o vuelve al inicio
          para rastrear o cotizar tu envío.
        </Text>
        <Button component={Link} to={Paths.home}>
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}
