import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@envios/domain';
import { IconEdit } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { formatPesos } from '@/shared/lib/format-pesos';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import type { OverweightRecord } from '../api/overweight-api';
import { formatKg, guideOf, holdOf } from '../lib/overweight-rows';
import { OverweightStatusBadge } from './overweight-status-badge';
import { PayCell } from './overweight-table';

type Parcel = OverweightRecord['declared']['parcels'][number];

const cm = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 1 });
const sizeOf = (p: Parcel) => `${cm(p.height)} × ${cm(p.width)} × ${cm(p.depth)} cm`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ParcelCells({ parcel }: { parcel: Parcel }) {
  return (
    <>
      <Table.Td>{formatKg(parcel.weight)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{sizeOf(parcel)}</Table.Td>
      <Table.Td>{formatKg(parcel.volumetric_weight)}</Table.Td>
      <Table.Td fw={600}>{formatKg(parcel.billed_weight)}</Table.Td>
    </>
  );
}

/** Declared against measured, parcel by parcel: weight, size, volumetric and billed weight. */
function ParcelsTable({ record }: { record: OverweightRecord }) {
  const { declared, measured } = record;
  return (
    <ScrollRegion label="Paquetes declarados y medidos" minWidth={600}>
      <Table withTableBorder verticalSpacing="xs" data-testid="overweight-parcels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Paquete</Table.Th>
            <Table.Th>Según</Table.Th>
            <Table.Th>Peso</Table.Th>
            <Table.Th>Medidas (alto × ancho × largo)</Table.Th>
            <Table.Th>Peso volumétrico</Table.Th>
            <Table.Th>Peso facturable</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {declared.parcels.map((parcel, i) => {
            const measuredParcel = measured?.parcels[i];
            return (
              <Fragment key={i}>
                <Table.Tr data-testid="declared-parcel">
                  <Table.Td rowSpan={2} fw={600}>
                    {i + 1}
                  </Table.Td>
                  <Table.Td>Declarado</Table.Td>
                  <ParcelCells parcel={parcel} />
                </Table.Tr>
                <Table.Tr data-testid="measured-parcel">
                  <Table.Td>Medido</Table.Td>
                  {measuredParcel ? (
                    <ParcelCells parcel={measuredParcel} />
                  ) : (
                    <Table.Td colSpan={4} c="dimmed">
                      Sin medidas registradas por la paquetería
                    </Table.Td>
                  )}
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5}>Peso facturable declarado</Table.Th>
            <Table.Td fw={600}>{formatKg(declared.billed_weight)}</Table.Td>
          </Table.Tr>
          {measured && (
            <Table.Tr>
              <Table.Th colSpan={5}>Peso facturable medido</Table.Th>
              <Table.Td fw={600}>{formatKg(measured.billed_weight)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tfoot>
      </Table>
    </ScrollRegion>
  );
}

interface OverweightDetailModalProps {
  record: OverweightRecord | null;
  onClose: () => void;
  /** Given to staff who register overweight (superadmin, helpdesk, admin). */
  onEdit?: (record: OverweightRecord) => void;
  /** Whether the viewer pays this record's pending charge from the wallet. */
  canPay: (record: OverweightRecord) => boolean;
}

/** What a row's double click opens: the shipment, its parcels declared and measured, and the charge. */
export function OverweightDetailModal({ record, onClose, onEdit, canPay }: OverweightDetailModalProps) {
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={record ? `Detalle del sobrepeso · Guía ${guideOf(record)}` : 'Detalle del sobrepeso'}
      size="xl"
      centered
    >
      {record && (
        <Stack gap="md" data-testid="overweight-detail">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Guía">{guideOf(record)}</Fact>
            <Fact label="Servicio">
              {record.carrier} · {record.service}
            </Fact>
            <Fact label="Fecha de guía">{formatDate(record.created_at)}</Fact>
            <Fact label="Estatus">
              <OverweightStatusBadge record={record} />
            </Fact>
            <Fact label="Cliente">
              {record.owner.first_names} {record.owner.last_names}
              <Text size="xs" c="dimmed">
                {record.owner.email}
              </Text>
            </Fact>
            <Fact label="Registrado">
              {record.registered_at ? formatDateTime(record.registered_at) : '—'}
            </Fact>
            <Fact label="Sobrepeso">{formatKg(record.overweight)}</Fact>
            <Fact label="Costo del sobrepeso">{formatPesos(record.cost_overweight)}</Fact>
            <Fact label="Envío">
              <span data-testid="overweight-hold">
                {holdOf(record) === 'Envío retenido'
                  ? 'Retenido hasta que se pague el sobrepeso'
                  : holdOf(record) === 'Envío liberado'
                    ? 'Liberado'
                    : 'Sin retención'}
              </span>
            </Fact>
          </SimpleGrid>

          <div>
            <Title order={3} fz="md" mb="xs">
              Paquetes: declarado y medido
            </Title>
            <ParcelsTable record={record} />
            <Text size="xs" c="dimmed" mt={4}>
              Peso volumétrico = alto × ancho × largo / 5000. Se cobra el mayor entre el peso real y el
              volumétrico.
            </Text>
          </div>

          <div>
            <Title order={3} fz="md" mb="xs">
              Cómo se calculó el cargo
            </Title>
            <Alert variant="light" color="brand" data-testid="overweight-explanation">
              {record.charge.explanation}
            </Alert>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm">
              <Fact label="Peso cobrado">{formatKg(record.charge.charged_weight)}</Fact>
              <Fact label="Costo por kg de sobrepeso">{formatPesos(record.charge.cost_per_kg)}</Fact>
              <Fact label="Costo del sobrepeso">{formatPesos(record.cost_overweight)}</Fact>
              {record.total !== undefined && <Fact label="Total del envío">{formatPesos(record.total)}</Fact>}
            </SimpleGrid>
          </div>

          <Group justify="flex-end" gap="sm">
            {onEdit && record.overweight_paid && (
              <Text size="sm" c="dimmed" mr="auto">
                Un sobrepeso pagado ya no se puede modificar.
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            <PayCell record={record} canPay={canPay} />
            {onEdit && (
              <Button
                leftSection={<IconEdit size={16} />}
                disabled={record.overweight_paid}
                onClick={() => onEdit(record)}
              >
                Editar sobrepeso
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
