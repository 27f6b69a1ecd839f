import { Badge, Button, Group, Image, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ShippingOption } from '@envios/contracts';
import { IconSend } from '@tabler/icons-react';
import {
  formatDeliveryDate,
  formatPesos,
  optionKey,
  orderPrice,
  transitText,
  type OptionSort,
  type SortKey,
} from '../lib/quote-options';
import {
  onTimePeriodText,
  onTimeText,
  predictedBasisText,
  predictedWeightText,
  probableOverweightText,
  surchargeTexts,
} from '../lib/landed-cost';
import { SortableTh } from './sortable-th';

interface QuoteOptionsTableProps {
  options: ShippingOption[];
  /** Role user sees neither (section 6); the server does not send them either. */
  showPrice: boolean;
  showDeliveryDate: boolean;
  sort: OptionSort;
  onSort: (key: SortKey) => void;
  chosenKey: string | null;
  onSend: (option: ShippingOption) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One row per carrier service; on phones the table scrolls sideways. */
export function QuoteOptionsTable({
  options,
  showPrice,
  showDeliveryDate,
  sort,
  onSort,
  chosenKey,
  onSend,
}: QuoteOptionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={showPrice ? 940 : 760}>
      <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover data-testid="quote-options">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Paquetería</Table.Th>
            <Table.Th>Servicio</Table.Th>
            {showDeliveryDate ? (
              <>
                <Table.Th>Tránsito</Table.Th>
                <SortableTh label="Entrega estimada" sortKey="delivery" sort={sort} onSort={onSort} />
              </>
            ) : (
              <SortableTh label="Tránsito" sortKey="delivery" sort={sort} onSort={onSort} />
            )}
            <Table.Th>A tiempo</Table.Th>
            <Table.Th>Peso facturable</Table.Th>
            {showPrice && <SortableTh label="Precio" sortKey="price" sort={sort} onSort={onSort} />}
            <Table.Th>
              <VisuallyHidden>Acción</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((option) => {
            const key = optionKey(option);
            const price = orderPrice(option);
            const chosen = key === chosenKey;
            return (
              <Table.Tr
                key={key}
                data-testid="quote-option"
                data-carrier={option.carrier_code}
                bg={chosen ? 'brand.0' : undefined}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Image src={option.carrier_logo_url_svg} alt="" h={24} w={56} fit="contain" />
                    <Text size="sm" fw={600} data-testid="quote-carrier">
                      {option.carrier}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{option.carrier_service_name}</Text>
                  <Group gap={4}>
                    {option.recommended && (
                      <Badge
                        size="xs"
                        variant="filled"
                        color="teal"
                        tt="none"
                        data-testid="quote-recommended"
                      >
                        Recomendada
                      </Badge>
                    )}
                    {option.is_remote && (
                      <Badge size="xs" variant="light" color="orange" c="orange.9">
                        Zona extendida
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{transitText(option.total_transit_days)}</Table.Td>
                {showDeliveryDate && (
                  <Table.Td style={NO_WRAP} data-testid="quote-delivery">
                    {formatDeliveryDate(option.estimated_delivery) ?? '—'}
                  </Table.Td>
                )}
                <Table.Td maw={110} data-testid="quote-on-time" title={onTimePeriodText(option)}>
                  <Text size="sm" c={option.on_time?.rate === null ? 'dimmed' : undefined}>
                    {onTimeText(option)}
                  </Text>
                </Table.Td>
                <Table.Td maw={150} data-testid="quote-predicted">
                  <Text size="sm" style={NO_WRAP}>
                    {predictedWeightText(option) ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {predictedBasisText(option)}
                  </Text>
                  {probableOverweightText(option) && (
                    <Text size="xs" c="orange.9" fw={600} data-testid="quote-overweight">
                      {probableOverweightText(option)}
                    </Text>
                  )}
                </Table.Td>
                {showPrice && (
                  <Table.Td fw={700} data-testid="quote-price">
                    <span style={NO_WRAP}>{price === undefined ? '—' : formatPesos(price)}</span>
                    {surchargeTexts(option).map((text) => (
                      <Text key={text} size="xs" fw={400} c="dimmed" data-testid="quote-surcharge">
                        {text}
                      </Text>
                    ))}
                  </Table.Td>
                )}
                <Table.Td>
                  <Button
                    size="xs"
                    variant={chosen ? 'filled' : 'light'}
                    leftSection={<IconSend size={14} />}
                    aria-label={`${chosen ? 'Elegido: enviar' : 'Enviar'} con ${option.carrier} ${option.carrier_service_name}`}
                    onClick={() => onSend(option)}
                  >
                    {chosen ? 'Elegido' : 'Enviar'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
