import { Button, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import type { Batch, BatchLabelFormat } from '@envios/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '@/shared/lib/notify';
import { usePayBatchMutation } from '../api/batches-api';
import { downloadBatchFile } from '../lib/batch-files';
import { BatchPayment } from './batch-payment';
import { downloadBatchResult } from '../lib/batch-view';

const FORMATS: { value: BatchLabelFormat; label: string }[] = [
  { value: 'pdf', label: 'PDF carta' },
  { value: 'pdf_4x6', label: 'PDF 4x6' },
  { value: 'zpl', label: 'ZPL (impresora térmica)' },
];

/**
 * A paid batch: how many labels are made, failed or waiting (read from the shipments each time, so
 * it survives a reload), the merged file in a chosen format and each carrier's manifest.
 */
export function BatchProgressCard({ batch }: { batch: Batch }) {
  const [format, setFormat] = useState<BatchLabelFormat>('pdf');
  const [busy, setBusy] = useState<string | null>(null);
  const [payBatch, { isLoading: paying }] = usePayBatchMutation();
  const progress = batch.progress ?? { generated: 0, failed: 0, waiting: 0, unpaid: 0 };
  const total = batch.rows.length || 1;
  const pct = (n: number) => (n / total) * 100;

  const download = async (key: string, path: string, name: string) => {
    setBusy(key);
    try {
      await downloadBatchFile(path, name);
    } catch (error) {
      notifyFailure('No se pudo descargar', error);
    } finally {
      setBusy(null);
    }
  };
  const ext = format === 'zpl' ? 'zpl' : 'pdf';

  return (
    <Stack gap="sm" data-testid="batch-progress">
      <Title order={3} size="h5">
        Guías del lote
      </Title>
      <Progress.Root size="xl">
        <Progress.Section value={pct(progress.generated)} color="teal" aria-label="Guías hechas" />
        <Progress.Section value={pct(progress.failed)} color="red" aria-label="Guías fallidas" />
        <Progress.Section value={pct(progress.waiting)} color="blue" animated aria-label="Guías en proceso" />
      </Progress.Root>
      <Text size="sm" aria-live="polite" data-testid="batch-progress-text">
        {progress.generated} hechas · {progress.failed} fallidas (reembolsadas) · {progress.waiting} en
        proceso
        {progress.unpaid > 0 && ` · ${progress.unpaid} sin pagar`}
      </Text>
      {progress.unpaid > 0 && (
        <>
          {batch.card_order && (
            <Text size="sm" c="dimmed">
              El pago con tarjeta del lote espera tu aprobación: págalo con tarjeta o con tu monedero.
            </Text>
          )}
          <BatchPayment
            batch={batch}
            onWallet={async () => {
              const result = await payBatch({ id: batch.id, method: 'wallet' });
              if ('error' in result) notifyFailure('No se pudo pagar el resto del lote', result.error);
            }}
            walletLabel={paying ? 'Pagando...' : 'Pagar las filas pendientes con monedero'}
            disabled={paying}
          />
        </>
      )}
      <Group align="flex-end" gap="sm">
        <Select
          label="Formato"
          data={FORMATS}
          value={format}
          onChange={(v) => v && setFormat(v as BatchLabelFormat)}
          allowDeselect={false}
          w={220}
        />
        <Button
          leftSection={<IconDownload size={18} />}
          disabled={progress.generated === 0}
          loading={busy === 'labels'}
          onClick={() =>
            download(
              'labels',
              `/batches/${batch.id}/labels?format=${format}`,
              `guias-lote-${batch.id}.${ext}`,
            )
          }
        >
          Descargar guías
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={() => downloadBatchResult(batch)}
        >
          Resultado (CSV)
        </Button>
      </Group>
      <Group gap="xs">
        {batch.totals.carriers.map((c) => (
          <Button
            key={c.carrier_code}
            variant="light"
            leftSection={<IconDownload size={18} />}
            disabled={progress.generated === 0}
            loading={busy === c.carrier_code}
            onClick={() =>
              download(
                c.carrier_code,
                `/batches/${batch.id}/manifest?carrier=${c.carrier_code}`,
                `relacion-${c.carrier_code.toLowerCase()}-${batch.id}.pdf`,
              )
            }
          >
            Relación {c.carrier}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
