import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { buildPath, Paths } from '@/config/paths';
import { successVariant } from '../lib/success-variant';

export function PaymentSuccess({ params, loggedIn }: { params: URLSearchParams; loggedIn: boolean }) {
  const variant = successVariant(params);
  return (
    <Stack align="center" ta="center" gap="md" data-testid="payment-success">
      <ThemeIcon size={72} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={42} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {variant.title}
      </Title>
      <Text>{variant.text}</Text>
      {variant.reference && (
        <Anchor component={Link} to={buildPath.cashBarcode(variant.reference)} fw={600}>
          <IconReceipt size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
          Ver referencia de pago {variant.reference}
        </Anchor>
      )}
      {loggedIn ? (
        <Button component={Link} to={Paths.dashboard}>
          Ir a mi panel
        </Button>
      ) : (
        <Button component={Link} to={Paths.home}>
          Volver al inicio
        </Button>
      )}
    </Stack>
  );
}
