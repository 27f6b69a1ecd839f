import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

export function PaymentDeclined({ params }: { params: URLSearchParams }) {
  const message = params.get('message');
  const error = params.get('error');
  return (
    <Stack align="center" ta="center" gap="md" data-testid="payment-declined">
      <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden>
        <IconCircleX size={42} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {Messages.payment.declinedTitle}
      </Title>
      <Text>{Messages.payment.declined}</Text>
      {(message || error) && (
        <Paper withBorder p="sm" bg="red.0" w="100%" ta="left">
          {message && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <strong>Detalle:</strong> {message}
            </Text>
          )}
          {error && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <strong>Error:</strong> {error}
            </Text>
          )}
        </Paper>
      )}
      <Button component={Link} to={Paths.dashboard} variant="default">
        Volver al panel
      </Button>
    </Stack>
  );
}
