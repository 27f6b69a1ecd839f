import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BatchRow } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { PageHeader } from '@/shared/ui/page-header';
import { useCaptureBatchMutation, useDropBatchRowMutation, useGetBatchQuery } from '../api/batches-api';
import { BatchProgressCard } from '../components/batch-progress-card';
import { BatchRowsTable } from '../components/batch-rows-table';
import { BatchRuleCard } from '../components/batch-rule-card';
import { FixRowModal } from '../components/fix-row-modal';
import { RecentBatches } from '../components/recent-batches';
import { UploadCard } from '../components/upload-card';

/**
 * 'Envíos masivos' (issue 27): a day's shipments from a CSV or Excel file. The file is validated on
 * upload; each row shows its errors, and is fixed or dropped here without uploading it again.
 */
export function BatchesPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <PageHeader
        title="Envíos masivos"
        description="Sube los envíos del día en un archivo CSV o de Excel: validamos cada fila como en el Cotizador y te decimos qué corregir."
      />
      <Stack gap="lg">
        <UploadCard />
        {id ? <BatchView id={id} /> : <RecentBatches />}
      </Stack>
    </>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/**
 * The card approval page comes back here (?paypal=return&token=<order>, or ?paypal=cancel): the
 * approved order is captured once, and the query is cleared so a reload does not ask again.
 */
function useCardReturn(id: string) {
  const [params, setParams] = useSearchParams();
  const [capture, { isLoading }] = useCaptureBatchMutation();
  const handled = useRef(false);
  const outcome = params.get('paypal');
  const token = params.get('token');
  useEffect(() => {
    if (handled.current || !outcome) return;
    handled.current = true;
    const done = () => setParams({}, { replace: true });
    if (outcome !== 'return' || !token) {
      notifications.show({
        color: 'yellow',
        title: 'Pago con tarjeta cancelado',
        message: 'El lote sigue sin pagar: puedes pagarlo de nuevo con tarjeta o con tu monedero.',
      });
      done();
      return;
    }
    void capture({ id, orderId: token }).then((result) => {
      if ('error' in result) notifyFailure('No se pudo cobrar el lote', result.error);
      else notifySuccess('Lote pagado', 'Estamos generando las guías; sigue el avance aquí.');
      done();
    });
  }, [capture, id, outcome, setParams, token]);
  return isLoading;
}

function BatchView({ id }: { id: string }) {
  const capturing = useCardReturn(id);
  const [polling, setPolling] = useState(false);
  // While the batch is being paid (a card payment is confirmed a moment after its capture, when the
  // wallet has charged every row) and while its labels are being made, it is read every two seconds
  // (the progress bar).
  const { data: batch, error } = useGetBatchQuery(id, { pollingInterval: polling ? 2000 : 0 });
  const working = !!batch && (batch.state === 'paying' || (batch.state === 'paid' && !batch.completed_at));
  if (working !== polling) setPolling(working);
  const [show, setShow] = useState<'all' | 'errors'>('all');
  const [fixing, setFixing] = useState<BatchRow | null>(null);
  const [dropping, setDropping] = useState<BatchRow | null>(null);
  const [dropRow, { isLoading: isDropping }] = useDropBatchRowMutation();

  if (error && !batch)
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {errorMessage(error)}
      </Alert>
    );
  if (!batch || capturing)
    return (
      <Center py="xl">
        <Loader aria-label={capturing ? 'Cobrando el pago con tarjeta' : 'Cargando lote'} />
      </Center>
    );

  const rows = show === 'errors' ? batch.rows.filter((r) => r.errors.length) : batch.rows;
  const drop = async () => {
    if (!dropping) return;
    const result = await dropRow({ id, n: dropping.n });
    if ('error' in result) notifyFailure('No se pudo quitar la fila', result.error);
    setDropping(null);
  };

  return (
    <Card component="section" aria-labelledby="batch-rows">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h4" id="batch-rows">
            {batch.filename}
          </Title>
          <Group gap={6} mt={4} data-testid="batch-counts">
            <Badge variant="light" color="gray" c="gray.9" tt="none">
              {plural(batch.counts.rows, 'fila', 'filas')}
            </Badge>
            <Badge variant="light" color="teal" c="teal.9" tt="none">
              {plural(batch.counts.valid, 'lista', 'listas')}
            </Badge>
            <Badge variant="light" color="red" c="red.9" tt="none">
              {plural(batch.counts.with_errors, 'con error', 'con errores')}
            </Badge>
            {batch.counts.duplicates > 0 && (
              <Badge variant="light" color="orange" c="orange.9" tt="none">
                {plural(batch.counts.duplicates, 'repetida', 'repetidas')}
              </Badge>
            )}
          </Group>
        </div>
        <SegmentedControl
          aria-label="Filas a mostrar"
          value={show}
          onChange={(value) => setShow(value as 'all' | 'errors')}
          data={[
            { value: 'all', label: 'Todas' },
            { value: 'errors', label: 'Con errores' },
          ]}
        />
      </Group>
      <Card withBorder mb="md" p="md">
        {batch.state === 'draft' ? <BatchRuleCard batch={batch} /> : <BatchProgressCard batch={batch} />}
      </Card>
      {rows.length ? (
        <BatchRowsTable
          batchId={id}
          rows={rows}
          editable={batch.state === 'draft'}
          onFix={setFixing}
          onDrop={setDropping}
        />
      ) : (
        <Text c="dimmed" size="sm">
          Ninguna fila tiene errores.
        </Text>
      )}
      <FixRowModal batchId={id} row={fixing} onClose={() => setFixing(null)} />
      <ConfirmModal
        opened={!!dropping}
        title="Quitar fila"
        confirmLabel="Quitar"
        loading={isDropping}
        onConfirm={drop}
        onClose={() => setDropping(null)}
      >
        ¿Quitar la fila {dropping?.n} del lote? No se creará su envío.
      </ConfirmModal>
    </Card>
  );
}
