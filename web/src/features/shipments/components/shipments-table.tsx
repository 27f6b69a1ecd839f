import { ActionIcon, Anchor, Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { ShipmentDto } from '@envios/contracts';
import { formatMXN, pesosToCentavos } from '@envios/domain';

interface Props {
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

const place = (d: ShipmentDto['origin_direction']) => `${d.city}, ${d.postal_code}`;

/**
 * 'Mis Envios' rows (section 2): origin, destination, carrier, service, guide (its tracking link, with
 * the carrier's latest status, kept live), days, total, label.
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
}: Props) {
  const all = shipments.length > 0 && shipments.every((s) => selected.has(s._id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="shipments-table">
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
            <Table.Th>Días</Table.Th>
            {showTotal && <Table.Th>Total</Table.Th>}
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
              <Table.Td onClick={(event) => event.stopPropagation()}>
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
              <Table.Td onClick={(event) => s.number_guide && event.stopPropagation()}>
                {s.number_guide ? (
                  <>
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
                    <Text size="xs" c="dimmed" data-testid="tracking-status">
                      {s.guide_state === 'cancelled'
                        ? 'Guía cancelada'
                        : (s.tracking_status ?? 'Guía creada')}
                    </Text>
                  </>
                ) : (
                  <Badge color={s.status ? 'blue' : 'gray'} variant="light">
                    {s.status ? 'Generando' : 'Sin pagar'}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{s.selected_service.total_transit_days}</Table.Td>
              {showTotal && (
                <Table.Td>
                  {s.selected_service.total_amount !== undefined
                    ? formatMXN(pesosToCentavos(s.selected_service.total_amount))
                    : '—'}
                </Table.Td>
              )}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Tooltip label={s.guide ? 'Descargar guía' : 'Guía no disponible'}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={s.guide ? `Descargar guía ${s.number_guide}` : 'Guía no disponible'}
                    disabled={!s.guide}
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
