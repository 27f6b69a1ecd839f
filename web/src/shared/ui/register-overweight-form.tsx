import {
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { billedWeightKg, volumetricWeightKg } from '@envios/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api/api-error';
import { useQuoteOverweightQuery, useRegisterOverweightMutation } from '@/shared/api/overweight-api';
import { formatPesos } from '@/shared/lib/format-pesos';
import { notifySuccess } from '@/shared/lib/notify';
import {
  initialOverweightValues,
  MEASURES,
  measuredParcels,
  measureField,
  overweightFieldOf,
  overweightFormSchema,
  type Measure,
  type ParcelMeasures,
} from '@/shared/lib/overweight-form';
import { useZodForm } from '@/shared/lib/use-zod-form';

const MEASURE_LABELS: Record<Measure, string> = {
  weight: 'Peso (kg)',
  height: 'Alto (cm)',
  width: 'Ancho (cm)',
  depth: 'Largo (cm)',
};

const kg = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg`;
const cm = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 1 });

interface OverweightTarget {
  id: string;
  guide: string | null;
  carrier: string;
  service: string;
  /** The parcels as the customer declared them. */
  declared: readonly ParcelMeasures[];
  /** What the carrier measured before and the cost charged (editing a pending charge). */
  measured: readonly ParcelMeasures[] | null;
  cost: number | null;
}

interface RegisterOverweightFormProps {
  target: OverweightTarget;
  submitLabel: string;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Staff register the overweight the carrier found: each declared parcel beside inputs for what was
 * measured; the server computes the overweight and its charge from the carrier's rate card as the
 * measures are typed, and the cost field follows it until staff change it. Saving charges the
 * customer's wallet ('Pago sobrepeso', pending) and holds the shipment until it is paid.
 */
export function RegisterOverweightForm({
  target,
  submitLabel,
  onCancel,
  onSaved,
}: RegisterOverweightFormProps) {
  const parcels = target.declared.length;
  const schema = useMemo(() => overweightFormSchema(parcels), [parcels]);
  const form = useZodForm(schema, initialOverweightValues(parcels, target.measured, target.cost), {
    fieldOf: overweightFieldOf,
  });
  const [register, { isLoading }] = useRegisterOverweightMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [followQuote, setFollowQuote] = useState(true);

  // The server computes the charge once the measures are complete and have settled.
  const measures = measuredParcels(form.values, parcels);
  const measuresKey = measures ? JSON.stringify(measures) : null;
  const [settled] = useDebouncedValue(measuresKey, 350);
  const quote = useQuoteOverweightQuery(
    settled ? { id: target.id, measured_parcels: JSON.parse(settled) as ParcelMeasures[] } : skipToken,
  );
  const computed = settled ? quote.currentData : undefined;

  // The cost follows the computed charge until staff type another; new measures make it follow again.
  const { setFieldValue } = form;
  useEffect(() => {
    if (computed && followQuote) setFieldValue('cost_overweight', String(computed.cost_overweight));
  }, [computed, followQuote, setFieldValue]);
  useEffect(() => setFollowQuote(true), [measuresKey]);

  const current = computed && measuresKey === settled ? computed : undefined;
  const submit = form.onSubmit(async (input) => {
    if (!current) return;
    setFailure(null);
    const body = { ...input, overweight: current.overweight };
    const result = await register({ id: target.id, body });
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      setFailure(errorMessage(result.error));
      return;
    }
    notifySuccess(
      'Sobrepeso registrado',
      `Guía ${target.guide ?? 'sin número'}: ${kg(body.overweight)} de sobrepeso por ${formatPesos(body.cost_overweight)}. El cargo queda pendiente de pago y el envío, retenido hasta que se pague.`,
    );
    onSaved();
  });

  const costProps = form.getInputProps('cost_overweight');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Guía <strong>{target.guide ?? 'sin número'}</strong> · {target.carrier} · {target.service}. Escribe
          el peso y las medidas de cada paquete según la báscula de la paquetería.
        </Text>
        {failure && (
          <Alert color="red" role="alert" data-testid="overweight-error">
            {failure}
          </Alert>
        )}
        {target.declared.map((declared, i) => (
          <Fieldset key={i} legend={`Paquete ${i + 1}`} p="sm" data-testid="measured-fields">
            <Grid gutter="sm" align="center">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="xs" c="dimmed">
                  Declarado
                </Text>
                <Text size="sm" data-testid="declared-measures">
                  {kg(declared.weight)} · {cm(declared.height)} × {cm(declared.width)} × {cm(declared.depth)}{' '}
                  cm
                </Text>
                <Text size="xs" c="dimmed">
                  Volumétrico {kg(volumetricWeightKg(declared))} · facturable {kg(billedWeightKg(declared))}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
                  {MEASURES.map((measure) => (
                    <TextInput
                      key={measure}
                      label={MEASURE_LABELS[measure]}
                      aria-label={`${MEASURE_LABELS[measure]} medido del paquete ${i + 1}`}
                      inputMode="decimal"
                      autoComplete="off"
                      required
                      data-autofocus={i === 0 && measure === 'weight' ? true : undefined}
                      {...form.getInputProps(measureField(i, measure))}
                    />
                  ))}
                </SimpleGrid>
              </Grid.Col>
            </Grid>
          </Fieldset>
        ))}
        <QuoteBox
          loading={!!measuresKey && (measuresKey !== settled || quote.isFetching)}
          error={settled && quote.error ? errorMessage(quote.error) : (form.errorOf('quote') ?? null)}
          quote={current}
        />
        <TextInput
          label="Cargo a confirmar (MXN)"
          inputMode="decimal"
          autoComplete="off"
          required
          description={
            current
              ? `Calculado: ${formatPesos(current.cost_overweight)}. Se carga al monedero del cliente.`
              : 'Se carga al monedero del cliente.'
          }
          {...costProps}
          onChange={(event) => {
            setFollowQuote(false);
            costProps.onChange(event);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading} disabled={!current}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function QuoteBox({
  loading,
  error,
  quote,
}: {
  loading: boolean;
  error: string | null;
  quote: ReturnType<typeof useQuoteOverweightQuery>['data'];
}) {
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" data-testid="overweight-quote">
      {loading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Calculando el cargo…</Text>
        </Group>
      ) : error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : quote ? (
        <Stack gap={4}>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text size="sm">
              Sobrepeso: <strong data-testid="quote-overweight">{kg(quote.overweight)}</strong> (
              {kg(quote.measured_billed_weight)} medidos contra {kg(quote.declared_billed_weight)} declarados)
            </Text>
            <Text fw={700}>
              Cargo calculado: <span data-testid="quote-cost">{formatPesos(quote.cost_overweight)}</span>
            </Text>
          </Group>
          <Text size="xs" c="dimmed" data-testid="quote-explanation">
            {quote.explanation}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Con el peso y las medidas de cada paquete se calcula el sobrepeso y su cargo con la tarifa de la
          paquetería.
        </Text>
      )}
    </Paper>
  );
}
