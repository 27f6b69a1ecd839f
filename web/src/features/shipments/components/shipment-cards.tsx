import { Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { shipmentStatus } from '@envios/domain';
import { Link } from 'react-router-dom';
import { buildPath } from '@/config/paths';
import { ShipmentStatusBadge } from '@/shared/ui/shipment-status-badge';
import { labelAvailable } from '../lib/shipment-view';
import { amount, GuideLink, place, type ShipmentListViewProps } from './shipments-table';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * 'Mis Envios' as cards where the table's columns do not fit (phones, tablets): the guide with its
 * tracking link and the status first, then carrier · service, the destination, the amount (for who
 * sees it) and the label. Tapping a card opens its detail.
 */
export function ShipmentCards({
  shipments,
  showTotal,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onLabel,
  onTrack,
}: ShipmentListViewProps) {
  const all = shipments.length > 0 && shipments.every((s) => selected.has(s._id));
  return (
    <Stack gap="sm" data-testid="shipment-cards">
      <Checkbox
        label="Seleccionar todos"
        checked={all}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {shipments.map((s) => (
          <Card
            key={s._id}
            padding="sm"
            data-testid="shipment-card"
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(s._id)}
          >
            {/* A long guide number puts the status under it rather than past the card's edge. */}
            <Group justify="space-between" align="center" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="nowrap" onClick={stop}>
                <Checkbox
                  aria-label={`Seleccionar envío a ${s.destination_direction.city}`}
                  checked={selected.has(s._id)}
                  onChange={() => onToggle(s._id)}
                />
                <GuideLink s={s} onTrack={onTrack} />
              </Group>
              <ShipmentStatusBadge status={shipmentStatus(s)} />
            </Group>
            <Stack gap={2} mt={6}>
              <Text size="sm" fw={600}>
                {s.selected_service.carrier} · {s.selected_service.carrier_service_name}
              </Text>
              <Text size="sm">
                <Anchor component={Link} to={buildPath.shipmentDetail(s._id)} size="sm" onClick={stop}>
                  Envío a {place(s.destination_direction)}
                </Anchor>
              </Text>
              <Text size="sm" c="dimmed">
                Desde {place(s.origin_direction)} · {s.selected_service.total_transit_days} días
              </Text>
            </Stack>
            {(showTotal || labelAvailable(s)) && (
              <Group justify="space-between" mt="sm" wrap="nowrap">
                {showTotal ? (
                  <Text size="sm" fw={600} data-testid="shipment-amount">
                    {amount(s)}
                  </Text>
                ) : (
                  <span />
                )}
                {labelAvailable(s) && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconFileDownload size={14} />}
                    aria-label={`Descargar guía ${s.number_guide}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onLabel(s._id);
                    }}
                  >
                    Descargar guía
                  </Button>
                )}
              </Group>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
