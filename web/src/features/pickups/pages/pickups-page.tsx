import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { PickupDto, PickupStatus } from '@envios/contracts';
import { formatIsoDate } from '@envios/domain';
import { IconAlertCircle, IconAlertTriangle, IconDownload, IconTruckLoading } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { useCancelPickupMutation, usePickupsQuery, useReschedulePickupMutation } from '../api/pickups-api';
import { SchedulePickupModal } from '../components/schedule-pickup-modal';
import { downloadPickupManifest } from '../lib/pickup-files';

const BADGE: Record<PickupStatus, string> = {
  scheduled: 'blue',
  collected: 'green',
  missed: 'red',
  cancelled: 'gray',
};

/**
 * 'Recolecciones' (issue 30): the courier pickups of the account's labelled guides, with their
 * status from the carrier (Programada, Recolectada, No recolectada, Cancelada), each manifest to
 * print for the courier, and rescheduling (a missed one is flagged and offered it) or cancelling.
 * `?guias=a,b` (the shortcut from Mis Envíos) opens the form with those guides chosen.
 */
export function PickupsPage() {
  const [params, setParams] = useSearchParams();
  const preselected = (params.get('guias') ?? '').split(',').filter(Boolean);
  const [scheduling, setScheduling] = useState(preselected.length > 0);
  const list = usePickupsQuery();
  const close = () => {
    setScheduling(false);
    if (params.has('guias')) setParams({}, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Recolecciones"
        description="Pide que la paquetería pase por tus guías generadas, imprime la relación para el operador y sigue si pasó."
        actions={
          <Button leftSection={<IconTruckLoading size={18} />} onClick={() => setScheduling(true)}>
            Programar recolección
          </Button>
        }
      />
      <Box data-testid="pickups-list" aria-busy={list.isFetching}>
        {list.error && !list.data ? (
          <Alert color="red" icon={<IconAlertCircle />}>
            {errorMessage(list.error)}
          </Alert>
        ) : !list.data ? (
          <Center py="xl">
            <Loader aria-label="Cargando recolecciones" />
          </Center>
        ) : list.data.docs.length === 0 ? (
          <EmptyState
            title="Aún no hay recolecciones"
            description="Programa una para que la paquetería pase por tus paquetes con guía generada."
          />
        ) : (
          <PickupsTable pickups={list.data.docs} />
        )}
      </Box>
      <SchedulePickupModal opened={scheduling} onClose={close} preselected={preselected} />
    </>
  );
}

function PickupsTable({ pickups }: { pickups: PickupDto[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [moving, setMoving] = useState<PickupDto | null>(null);
  const [cancelling, setCancelling] = useState<PickupDto | null>(null);
  const [cancel, cancelState] = useCancelPickupMutation();
  const missed = pickups.filter((p) => p.status === 'missed');

  const download = async (p: PickupDto) => {
    setBusy(p.id);
    try {
      await downloadPickupManifest(p.id);
    } catch (e) {
      notifyFailure('No se pudo descargar la relación', e);
    } finally {
      setBusy(null);
    }
  };
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.id).unwrap();
      notifySuccess('Recolección cancelada', `Las guías quedan libres para otra recolección.`);
    } catch (e) {
      notifyFailure('No se pudo cancelar', e);
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Stack gap="md">
      {missed.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Recolecciones no realizadas" role="status">
          {missed.length === 1
            ? 'El operador no pasó en una recolección. Reprográmala para que recojan tus paquetes.'
            : `El operador no pasó en ${missed.length} recolecciones. Reprográmalas para que recojan tus paquetes.`}
        </Alert>
      )}
      <ScrollRegion label="Recolecciones" minWidth={940}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha y ventana</Table.Th>
              <Table.Th>Paquetería</Table.Th>
              <Table.Th>Guías</Table.Th>
              <Table.Th>Dirección</Table.Th>
              <Table.Th>Confirmación</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pickups.map((p) => (
              <Table.Tr key={p.id} data-testid="pickup-row" data-status={p.status}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatIsoDate(p.date)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {`${p.window.ready}–${p.window.close} h`}
                  </Text>
                </Table.Td>
                <Table.Td>{p.carrier_name}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {`${p.guides.length} ${p.guides.length === 1 ? 'guía' : 'guías'}`}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {`${p.pieces} pzas · ${p.weight_kg.toFixed(2)} kg`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{`${p.address.street} ${p.address.number}`}</Text>
                  <Text size="xs" c="dimmed">{`${p.address.colony}, C.P. ${p.address.postal_code}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {p.confirmation_number}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={BADGE[p.status]} variant="light" miw="max-content">
                    {p.status_label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconDownload size={14} />}
                      loading={busy === p.id}
                      onClick={() => void download(p)}
                      aria-label={`Descargar la relación de la recolección ${p.confirmation_number}`}
                    >
                      Relación
                    </Button>
                    {p.can_reschedule && (
                      <Button
                        size="compact-sm"
                        variant={p.status === 'missed' ? 'filled' : 'light'}
                        color={p.status === 'missed' ? 'red' : undefined}
                        onClick={() => setMoving(p)}
                      >
                        Reprogramar
                      </Button>
                    )}
                    {p.can_cancel && (
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setCancelling(p)}>
                        Cancelar
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {moving && <RescheduleModal pickup={moving} onClose={() => setMoving(null)} />}
      <ConfirmModal
        opened={!!cancelling}
        title="Cancelar recolección"
        confirmLabel="Cancelar recolección"
        loading={cancelState.isLoading}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      >
        <Text size="sm">
          {cancelling &&
            `¿Cancelar la recolección de ${cancelling.carrier_name} del ${formatIsoDate(cancelling.date)}? Se avisa a la paquetería.`}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

function RescheduleModal({ pickup, onClose }: { pickup: PickupDto; onClose: () => void }) {
  const [date, setDate] = useState(pickup.date);
  const [ready, setReady] = useState(pickup.window.ready);
  const [close, setClose] = useState(pickup.window.close);
  const [reschedule, { isLoading, error }] = useReschedulePickupMutation();
  const submit = async () => {
    try {
      const moved = await reschedule({ id: pickup.id, body: { date, window: { ready, close } } }).unwrap();
      notifySuccess(
        'Recolección reprogramada',
        `${moved.carrier_name} pasará el ${formatIsoDate(moved.date)} entre las ${moved.window.ready} y las ${moved.window.close} h.`,
      );
      onClose();
    } catch {
      // Shown in the modal.
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Reprogramar recolección"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {pickup.status === 'missed'
            ? `El operador de ${pickup.carrier_name} no pasó. Elige otro día y ventana para pedirla de nuevo.`
            : `Se cancela la recolección con ${pickup.carrier_name} y se pide de nuevo para el día y la ventana que elijas.`}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label="Fecha"
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <TextInput
            label="Lista desde"
            type="time"
            value={ready}
            onChange={(e) => setReady(e.currentTarget.value)}
          />
          <TextInput
            label="Hasta"
            type="time"
            value={close}
            onChange={(e) => setClose(e.currentTarget.value)}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
          <Button onClick={() => void submit()} loading={isLoading}>
            Reprogramar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
