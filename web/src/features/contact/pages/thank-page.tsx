import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

export function ThankPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 88 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="teal" aria-hidden>
          <IconMailCheck size={40} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {Messages.contact.thanks}
        </Title>
        <Text c="dimmed">
          Un asesor revisará tu mensaje y te responderá por correo o por teléfono en horario hábil.
        </Text>
        <Button component={Link} to={Paths.home}>
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}
