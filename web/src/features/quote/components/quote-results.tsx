import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
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
}: QuoteResultsProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [sort, setSort] = useState<OptionSort>({ key: showPrice ? 'price' : 'delivery', direction: 'asc' });
  const options = sortOptions(flattenOptions(response), sort);
  const missing = unavailableTexts(response);
  const [parcel] = request.parcels;
  const guides = response.cantidadGuias;

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
