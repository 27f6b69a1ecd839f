import { Alert, SimpleGrid, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/shared/ui/page-header';
import { useDeleteMovementMutation } from '../api/prepaids-api';
import { OxxoPanel } from '../components/oxxo-panel';
import { SpeiPanel } from '../components/spei-panel';
import { TopUpForm } from '../components/top-up-form';
import { TopUpReturn } from '../components/top-up-return';

/**
 * 'Nuevo abono' (section 2). The card approval comes back here: ?paypal=return&prepaid=…&token=…
 * to charge it, or ?paypal=cancel&prepaid=… to drop the pending top-up.
 */
export function NewPrepaidPage() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('paypal');
  const prepaidId = params.get('prepaid');
  const orderId = params.get('token');
  const [deleteMovement] = useDeleteMovementMutation();
  const [cancelled, setCancelled] = useState(false);
  const handledCancel = useRef<string | null>(null);

  useEffect(() => {
    if (outcome !== 'cancel' || !prepaidId || handledCancel.current === prepaidId) return;
    handledCancel.current = prepaidId;
    setCancelled(true);
    void deleteMovement(prepaidId).then(() => setParams({}, { replace: true }));
  }, [outcome, prepaidId, deleteMovement, setParams]);

  return (
    <>
      <PageHeader
        title="Nuevo abono"
        description="Recarga saldo a tu monedero con tarjeta, transferencia SPEI o efectivo en OXXO."
      />
      {outcome === 'return' && prepaidId && orderId ? (
        <TopUpReturn prepaidId={prepaidId} orderId={orderId} />
      ) : (
        <>
          {cancelled && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle />}
              title="Pago cancelado"
              mb="lg"
              data-testid="top-up-cancelled"
            >
              No se realizó ningún cargo. Puedes intentar de nuevo.
            </Alert>
          )}
          <TopUpForm />
          <Title order={2} fz="xl" mt="xl" mb="md">
            Otras formas de recargar
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SpeiPanel />
            <OxxoPanel />
          </SimpleGrid>
        </>
      )}
    </>
  );
}
