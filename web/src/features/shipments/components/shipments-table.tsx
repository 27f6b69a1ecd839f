import { ActionIcon, Anchor, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { ShipmentDto } from '@envios/contracts';
import { formatMXN, pesosToCentavos, shipmentStatus } from '@envios/domain';
import { ShipmentStatusBadge } from '@/shared/ui/shipment-status-badge';
import { labelAvailable } from '../lib/shipment-view';

export interface ShipmentListViewProps {
  shipments: ShipmentDto[];
  showTotal: boolean;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (id: string) => void;
  onLabel: (id: string) => void;
  /** Opens 'Resultado del Envío' for the guide (its tracking link). */
  onTrack: (guide: string) => void;
}

export const place = (d: ShipmentDto['origin_direction']) => `${d.city}, ${d.postal_code}`;

export const amount = (s: ShipmentDto) =>
  s.selected_service.total_amount !== undefined
    ? formatMXN(pesosToCentavos(s.selected_service.total_amount))
    : '—';

/** The guide number as its tracking link ('Resultado del Envío'), or that there is none yet. */
export function GuideLink({ s, onTrack }: { s: ShipmentDto; onTrack: (guide: string) => void }) {
  if (!s.number_guide)
    return (
      <Text size="sm" c="dimmed">
        Sin guía
      </Text>
    );
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ff="monospace"
      aria-label={`Rastrear guía ${s.number_guide}`}
      onClick={() => onTrack(s.number_guide!)}
    >
      {s.number_guide}
    </Anchor>
  );
}

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * 'Mis Envios' rows of wider screens (section 2): origin, destination, carrier, service, guide (its
 * tracking link), status (kept live), days, total, label.
 */
export function ShipmentsTable({
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
    <Table.ScrollContainer minWidth={showTotal ? 900 : 820}>
      <Table highlightOnHover verticalSpacing="sm" fz="sm" data-testid="shipments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label="Seleccionar todos"
                checked={all}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Origen</Table.Th>
            <Table.Th>Destino</Table.Th>
            <Table.Th>Paquetería</Table.Th>
            <Table.Th>Servicio</Table.Th>
            <Table.Th>Guía</Table.Th>
            <Table.Th>Estatus</Table.Th>
            <Table.Th>Días</Table.Th>
            {showTotal && <Table.Th ta="right">Total</Table.Th>}
            <Table.Th>PDF</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((s) => (
            <Table.Tr
              key={s._id}
              data-testid="shipment-row"
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(s._id)}
            >
              <Table.Td onClick={stop}>
                <Checkbox
                  aria-label={`Seleccionar envío a ${s.destination_direction.city}`}
                  checked={selected.has(s._id)}
                  onChange={() => onToggle(s._id)}
                />
              </Table.Td>
              <Table.Td>{place(s.origin_direction)}</Table.Td>
              <Table.Td>{place(s.destination_direction)}</Table.Td>
              <Table.Td>{s.selected_service.carrier}</Table.Td>
              <Table.Td>{s.selected_service.carrier_service_name}</Table.Td>
              <Table.Td onClick={s.number_guide ? stop : undefined} style={NO_WRAP}>
                <GuideLink s={s} onTrack={onTrack} />
              </Table.Td>
              <Table.Td>
                <ShipmentStatusBadge status={shipmentStatus(s)} />
              </Table.Td>
              <Table.Td>{s.selected_service.total_transit_days}</Table.Td>
              {showTotal && (
                <Table.Td ta="right" style={NO_WRAP}>
                  {amount(s)}
                </Table.Td>
              )}
              <Table.Td onClick={stop}>
                <Tooltip label={labelAvailable(s) ? 'Descargar guía' : 'Guía no disponible'}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={labelAvailable(s) ? `Descargar guía ${s.number_guide}` : 'Guía no disponible'}
                    disabled={!labelAvailable(s)}
                    onClick={() => onLabel(s._id)}
                  >
                    <IconFileDownload size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
