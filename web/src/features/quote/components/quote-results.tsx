import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import type { QuoteRequest, QuoteResponse, ShippingOption } from '@envios/contracts';
import { shipmentTypeLabel } from '@envios/domain';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import {
  flattenOptions,
  nextSort,
  sortOptions,
  unavailableTexts,
  type OptionSort,
} from '../lib/quote-options';
import { QuoteOptionCards } from './quote-option-cards';
import { QuoteOptionsTable } from './quote-options-table';
import { QuoteSortSelect } from './quote-sort-select';

interface QuoteResultsProps {
  response: QuoteResponse;
  request: QuoteRequest;
  showPrice: boolean;
  showDeliveryDate: boolean;
  chosenKey: string | null;
  onSend: (option: ShippingOption) => void;
  onNewQuote: () => void;
  /** Quote again with the rule 'cheapest with at least N % on time' (null: without a rule). */
  onRule: (minOnTime: number | null) => void;
  requoting: boolean;
}

const place = (direction: QuoteRequest['origin_direction']) =>
  [direction.postal_code, direction.suburb, direction.city].filter(Boolean).join(', ');

/** Step 2: the carriers' services side by side, sortable, with the carriers that gave no answer named. */
export function QuoteResults({
  response,
  request,
  showPrice,
  showDeliveryDate,
  chosenKey,
  onSend,
  onNewQuote,
  onRule,
  requoting,
}: QuoteResultsProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [sort, setSort] = useState<OptionSort>({ key: showPrice ? 'price' : 'delivery', direction: 'asc' });
  const options = sortOptions(flattenOptions(response), sort);
  const missing = unavailableTexts(response);
  const [parcel] = request.parcels;
  const guides = response.cantidadGuias;
  const [rule, setRule] = useState<'none' | 'cheapest_on_time'>(request.rule ?? 'none');
  const [minOnTime, setMinOnTime] = useState<number | string>(request.min_on_time ?? 95);
  const recommendation = response.recommendation;
  const recommended = options.find((o) => o.recommended);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-testid="quote-summary">
        <Text size="sm">
          <strong>Origen:</strong> {place(request.origin_direction)} · <strong>Destino:</strong>{' '}
          {place(request.destination_direction)}
        </Text>
        <Text size="sm" c="dimmed">
          {guides === 1 ? '1 guía' : `${guides} guías`} · {shipmentTypeLabel(request.package_type)} ·{' '}
          {parcel.depth} × {parcel.width} × {parcel.height} cm · {parcel.weight} kg
        </Text>
      </Paper>
      <Group align="flex-end" gap="sm" data-testid="quote-rule">
        <Select
          label="Recomendar"
          data={[
            { value: 'none', label: 'Sin recomendación' },
            { value: 'cheapest_on_time', label: 'Más barato con al menos N % a tiempo' },
          ]}
          value={rule}
          onChange={(v) => v && setRule(v as typeof rule)}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
        />
        {rule === 'cheapest_on_time' && (
          <NumberInput
            label="% a tiempo como mínimo"
            min={0}
            max={100}
            suffix=" %"
            value={minOnTime}
            onChange={setMinOnTime}
            w={170}
          />
        )}
        <Button
          variant="light"
          loading={requoting}
          onClick={() => onRule(rule === 'none' ? null : Math.min(100, Math.max(0, Number(minOnTime) || 0)))}
        >
          Aplicar
        </Button>
      </Group>
      {recommendation &&
        (recommended ? (
          <Text size="sm" data-testid="quote-recommendation">
            Recomendada: <strong>{recommended.carrier}</strong> {recommended.carrier_service_name}, la más
            barata con al menos {recommendation.min_on_time} % de entregas a tiempo en esta ruta.
          </Text>
        ) : (
          <Alert color="gray" data-testid="quote-recommendation">
            {recommendation.reason}
          </Alert>
        ))}
      {missing.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle />}
          title="Paqueterías sin cotización"
          data-testid="quote-unavailable"
        >
          {missing.join('. ')}.
        </Alert>
      )}
      {options.length === 0 ? (
        <EmptyState
          title="Ninguna paquetería ofreció servicio para este envío"
          description="Revisa los códigos postales o las medidas e intenta de nuevo."
        />
      ) : phone ? (
        <>
          <QuoteSortSelect
            sort={sort}
            showPrice={showPrice}
            showDeliveryDate={showDeliveryDate}
            onChange={setSort}
          />
          <QuoteOptionCards
            options={options}
            showPrice={showPrice}
            showDeliveryDate={showDeliveryDate}
            chosenKey={chosenKey}
            onSend={onSend}
          />
        </>
      ) : (
        <Paper withBorder radius="md">
          <QuoteOptionsTable
            options={options}
            showPrice={showPrice}
            showDeliveryDate={showDeliveryDate}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
            chosenKey={chosenKey}
            onSend={onSend}
          />
        </Paper>
      )}
      <Group justify="space-between" gap="sm">
        {showPrice ? (
          <Text size="xs" c="dimmed">
            Precios en MXN, IVA incluido, por {guides === 1 ? 'la guía' : `las ${guides} guías`}.
          </Text>
        ) : (
          <span />
        )}
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onNewQuote}>
          Nueva Cotización
        </Button>
      </Group>
    </Stack>
  );
}
