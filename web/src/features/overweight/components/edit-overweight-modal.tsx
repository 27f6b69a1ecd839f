import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api/api-error';
import { formatPesos } from '@/shared/lib/format-pesos';
import { notifySuccess } from '@/shared/lib/notify';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useUpdateOverweightMutation, type OverweightRecord } from '../api/overweight-api';
import {
  initialOverweightValues,
  MEASURES,
  measureField,
  measuredOverweight,
  overweightFieldOf,
  overweightFormSchema,
  type Measure,
} from '../lib/overweight-form';
import { formatKg, guideOf } from '../lib/overweight-rows';

const MEASURE_LABELS: Record<Measure, string> = {
  weight: 'Peso (kg)',
  height: 'Alto (cm)',
  width: 'Ancho (cm)',
  depth: 'Largo (cm)',
};

interface EditOverweightModalProps {
  record: OverweightRecord | null;
  onClose: () => void;
}

/** 'Editar sobrepeso' (section 2): overweight and cost, required numbers, and optionally what was measured. */
export function EditOverweightModal({ record, onClose }: EditOverweightModalProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Editar sobrepeso" size="lg" centered>
      {record && <EditOverweightForm key={record._id} record={record} onClose={onClose} />}
    </Modal>
  );
}

function EditOverweightForm({ record, onClose }: { record: OverweightRecord; onClose: () => void }) {
  const parcels = record.declared.parcels.length;
  const schema = useMemo(() => overweightFormSchema(parcels), [parcels]);
  const form = useZodForm(schema, initialOverweightValues(record), { fieldOf: overweightFieldOf });
  const [update, { isLoading }] = useUpdateOverweightMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const implied = measuredOverweight(form.values, record);

  const submit = form.onSubmit(async (body) => {
    setFailure(null);
    const result = await update({ id: record._id, body });
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      setFailure(errorMessage(result.error));
      return;
    }
    notifySuccess(
      'Sobrepeso registrado',
      `Guía ${guideOf(record)}: ${formatKg(body.overweight)} de sobrepeso por ${formatPesos(body.cost_overweight)}. El cargo queda pendiente de pago.`,
    );
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Guía <strong>{guideOf(record)}</strong> · {record.carrier} · {record.service}. Peso facturable
          declarado: {formatKg(record.declared.billed_weight)}.
        </Text>
        {failure && (
          <Alert color="red" data-testid="overweight-error">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Sobrepeso (kg)"
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            description={
              implied !== null ? `Según las medidas: ${formatKg(implied)}` : 'Kilos sobre el peso declarado.'
            }
            {...form.getInputProps('overweight')}
          />
          <TextInput
            label="Costo del sobrepeso (MXN)"
            inputMode="decimal"
            autoComplete="off"
            required
            description="Se carga al monedero del cliente."
            {...form.getInputProps('cost_overweight')}
          />
        </SimpleGrid>
        {implied !== null && implied > 0 && String(implied) !== form.values.overweight.trim() && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Las medidas dan {formatKg(implied)} de sobrepeso.
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => form.setFieldValue('overweight', String(implied))}
            >
              Usar este valor
            </Button>
          </Group>
        )}
        <Checkbox
          label="Registrar las medidas de la paquetería"
          description="Opcional: peso y medidas de cada paquete según la báscula de la paquetería."
          {...form.getInputProps('withMeasures', { type: 'checkbox' })}
        />
        {form.values.withMeasures &&
          record.declared.parcels.map((declared, i) => (
            <Fieldset key={i} legend={`Paquete ${i + 1}`} p="sm" data-testid="measured-fields">
              <Text size="xs" c="dimmed" mb="xs">
                Declarado: {formatKg(declared.weight)}, {declared.height} × {declared.width} ×{' '}
                {declared.depth} cm
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {MEASURES.map((measure) => (
                  <TextInput
                    key={measure}
                    label={MEASURE_LABELS[measure]}
                    aria-label={`${MEASURE_LABELS[measure]} medido del paquete ${i + 1}`}
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    {...form.getInputProps(measureField(i, measure))}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
