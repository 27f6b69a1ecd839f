import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BATCH_COLUMNS, type BatchColumn, type BatchRow } from '@envios/contracts';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useFixBatchRowMutation } from '../api/batches-api';
import { COLUMN_LABELS, errorsByColumn } from '../lib/batch-view';

interface FixRowModalProps {
  batchId: string;
  row: BatchRow | null;
  onClose: () => void;
}

/**
 * 'Corregir fila': every column of one row, each with its error; saving validates the batch again
 * and keeps the form open while the row still has errors.
 */
export function FixRowModal({ batchId, row, onClose }: FixRowModalProps) {
  return (
    <Modal opened={!!row} onClose={onClose} title={row ? `Corregir fila ${row.n}` : ''} size="xl" centered>
      {row && <FixRowForm key={row.n} batchId={batchId} row={row} onClose={onClose} />}
    </Modal>
  );
}

function FixRowForm({ batchId, row, onClose }: { batchId: string; row: BatchRow; onClose: () => void }) {
  const [values, setValues] = useState(row.values);
  const [errors, setErrors] = useState(errorsByColumn(row));
  const [fix, { isLoading }] = useFixBatchRowMutation();

  const save = async () => {
    const changed = Object.fromEntries(
      BATCH_COLUMNS.map((c) => c.key)
        .filter((key) => values[key] !== row.values[key])
        .map((key) => [key, values[key]]),
    ) as Partial<Record<BatchColumn, string>>;
    const result = await fix({ id: batchId, n: row.n, values: changed });
    if ('error' in result) {
      notifyFailure('No se pudo guardar la fila', result.error);
      return;
    }
    const fixed = result.data.rows.find((r) => r.n === row.n);
    if (fixed?.errors.length) {
      setErrors(errorsByColumn(fixed));
      return;
    }
    notifySuccess('Fila corregida', `La fila ${row.n} está lista para enviarse.`);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Cambia lo necesario y guarda: el lote se valida de nuevo.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {BATCH_COLUMNS.map(({ key }) => (
            <TextInput
              key={key}
              label={COLUMN_LABELS[key]}
              value={values[key]}
              error={errors[key]}
              maxLength={500}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Guardar fila
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
