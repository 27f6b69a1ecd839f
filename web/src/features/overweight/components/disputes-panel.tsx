import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { formatDate, isAllowed } from '@envios/domain';
import { IconAlertCircle, IconFileTypePdf, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { formatPesos } from '@/shared/lib/format-pesos';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import {
  useDecideDisputeMutation,
  useDisputesQuery,
  type Dispute,
  type DisputeStatus,
} from '../api/disputes-api';
import { downloadDisputePacket } from '../lib/dispute-files';
import { formatKg } from '../lib/overweight-rows';
import { DisputeBadge } from './dispute-badge';
import { DisputePhoto } from './dispute-photo';

type Weighed = Dispute['declared'];
const ROWS: [string, (w: Weighed) => string][] = [
  ['Peso', (w) => formatKg(w.weight)],
  ['Medidas', (w) => `${w.length}×${w.width}×${w.height} cm`],
  ['Facturable', (w) => formatKg(w.billed_weight)],
];

/** Declared, the carrier's reweigh and the customer's measures, side by side. */
function Comparison({ d }: { d: Dispute }) {
  return (
    <ScrollRegion label={`Medidas de la guía ${d.number_guide ?? ''}`} minWidth={300}>
      <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="dispute-comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Declarado</Table.Th>
            <Table.Th>Paquetería</Table.Th>
            <Table.Th>Cliente</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(([label, f]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{f(d.declared)}</Table.Td>
              <Table.Td>{d.measured ? f(d.measured) : '—'}</Table.Td>
              <Table.Td>{f(d.claimed)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function DisputeCard({ d, review }: { d: Dispute; review: boolean }) {
  const [decide, { isLoading }] = useDecideDisputeMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (body: Parameters<typeof decide>[0], done: string) => {
    try {
      await decide(body).unwrap();
      notifySuccess('Disputa resuelta', done);
      setRejecting(false);
    } catch (error) {
      notifyFailure('No se pudo resolver la disputa', error);
    }
  };
  return (
    <Card withBorder padding="md" data-testid="dispute-card">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {d.number_guide ?? 'Sin guía'}
          </Text>
          <Text size="xs" c="dimmed">
            {d.carrier} · {d.service} · {d.owner.name} · abierta el {formatDate(d.opened_at)}
          </Text>
          <Text size="sm" mt={4}>
            Sobrepeso {formatKg(d.overweight)} · {formatPesos(d.cost_overweight)}{' '}
            {d.charge_paid ? '(pagado)' : '(pendiente)'}
          </Text>
        </div>
        <DisputeBadge dispute={d} />
      </Group>
      <Stack gap="xs" mt="sm">
        <Comparison d={d} />
        <Group gap="xs" data-testid="dispute-photos">
          {d.photos.map((p) => (
            <DisputePhoto key={p.n} url={p.url} label={`Foto ${p.n} de la guía ${d.number_guide ?? ''}`} />
          ))}
        </Group>
        <Text size="sm">
          <b>Comentario:</b> {d.comment}
        </Text>
        {d.status === 'rejected' && d.reason && (
          <Text size="sm" c="red.8">
            <b>Motivo del rechazo:</b> {d.reason}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() =>
              downloadDisputePacket(d.packet_url, d.number_guide).catch((e) =>
                notifyFailure('No se pudo descargar', e),
              )
            }
          >
            Expediente PDF
          </Button>
          {review && d.status === 'open' && !rejecting && (
            <>
              <Button
                size="xs"
                color="teal"
                loading={isLoading}
                onClick={() =>
                  void run({ id: d.id, accept: true }, 'El cargo se canceló o se reembolsó al monedero.')
                }
              >
                Aceptar
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setRejecting(true)}>
                Rechazar
              </Button>
            </>
          )}
        </Group>
        {rejecting && (
          <Stack gap="xs">
            <Textarea
              label="Motivo del rechazo"
              autosize
              minRows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setRejecting(false)}>
                Cancelar
              </Button>
              <Button
                size="xs"
                color="red"
                loading={isLoading}
                disabled={reason.trim().length < 3}
                onClick={() => void run({ id: d.id, accept: false, reason }, 'El cargo se mantiene.')}
              >
                Rechazar disputa
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

const FILTERS = [
  { value: 'open', label: 'Abiertas' },
  { value: 'accepted', label: 'Aceptadas' },
  { value: 'rejected', label: 'Rechazadas' },
  { value: 'all', label: 'Todas' },
];

/**
 * 'Disputas': staff's queue (every account's, to accept or reject) or the customer's own disputes,
 * each with the carrier's reweigh next to the customer's evidence.
 */
export function DisputesPanel() {
  const { role } = useSession();
  const review = isAllowed(role, 'disputes.review');
  const [filter, setFilter] = useState(review ? 'open' : 'all');
  const list = useDisputesQuery(filter === 'all' ? undefined : (filter as DisputeStatus));
  const docs = list.data?.docs ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={setFilter}
        aria-label="Estado de las disputas"
      />
      {list.error && !list.data ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(list.error)}
        </Alert>
      ) : !list.data ? (
        <Center py="xl">
          <Loader aria-label="Cargando disputas" />
        </Center>
      ) : docs.length === 0 ? (
        <EmptyState title="No hay disputas" icon={<IconScale size={28} />} />
      ) : (
        <Stack gap="sm" data-testid="disputes-list">
          {docs.map((d) => (
            <DisputeCard key={d.id} d={d} review={review} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
