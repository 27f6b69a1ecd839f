import { Alert, Button, Group, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconCreditCard,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { canSee, guardNavigation, Paths } from '@envios/domain';
import { buildPath } from '@/config/paths';
import {
  useDeleteShipmentsMutation,
  useDuplicateShipmentsMutation,
  useLabelLinkMutation,
  useSearchShipmentsQuery,
  useShipmentsPageQuery,
} from '@/shared/api/shipments-api';
import { errorMessage } from '@/shared/api/api-error';
import { storePaySelection } from '@/shared/lib/pay-selection';
import { useSession } from '@/shared/lib/session';
import { useLiveShipments } from '@/shared/lib/use-live-shipments';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { TrackingResult } from '@/shared/ui/tracking-result-modal';
import { ShipmentCards } from '../components/shipment-cards';
import { ShipmentsTable } from '../components/shipments-table';
import { exportToExcel, exportToPdf } from '../lib/export-list';
import { openLabel } from '../lib/label-download';
import { awaitingRefund } from '../lib/shipment-view';

const LIMIT = 10;
const ALERT_MS = 5_000;
/** A refund on its way is read again this often until the list says 'Reembolsada'. */
const REFUND_POLL_MS = 3_000;

/** 'Mis Envios' (section 2): search, pages, detail, duplicate and delete of the selected ones. */
export function ShipmentsPage() {
  const { userId, role } = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [paidChosen, setPaidChosen] = useState(false);
  const [tracked, setTracked] = useState<string | null>(null);
  const [pollMs, setPollMs] = useState(0);
  // The table's columns fit beside the sidebar from 1200 px; below, cards.
  const narrow = useMediaQuery('(max-width: 74.99em)');
  // Tracking changes of the listed guides refresh the page while it is open.
  useLiveShipments();
  const listed = useShipmentsPageQuery(userId && !filter ? { userId, page, limit: LIMIT } : skipToken, {
    pollingInterval: pollMs,
  });
  const found = useSearchShipmentsQuery(userId && filter ? { userId, filter } : skipToken, {
    pollingInterval: pollMs,
  });
  const [duplicate, duplicating] = useDuplicateShipmentsMutation();
  const [remove, removing] = useDeleteShipmentsMutation();
  const [labelLink] = useLabelLinkMutation();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const shipments = (filter ? found.data?.docs : listed.data?.docs) ?? [];
  const loading = filter ? found.isFetching : listed.isFetching;
  const ids = [...selected];
  // Issue 30: the selected shipments' guides, to book their pickup in 'Recolecciones'.
  const selectedGuides = shipments
    .filter((s) => selected.has(s._id) && s.number_guide)
    .map((s) => s.number_guide!);
  // No event says a refund arrived: while one is on its way, the list is read again.
  const wantedPollMs = shipments.some(awaitingRefund) ? REFUND_POLL_MS : 0;
  if (wantedPollMs !== pollMs) setPollMs(wantedPollMs);
  const ListView = narrow ? ShipmentCards : ShipmentsTable;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onDuplicate = async () => {
    setFailure(null);
    const result = await duplicate(ids);
    if ('error' in result) setFailure(errorMessage(result.error));
    else {
      setSelected(new Set());
      setPage(1);
      setSuccess('Envios duplicados exitosamente.');
    }
  };

  const onDelete = async () => {
    setConfirmDelete(false);
    setFailure(null);
    const result = await remove(ids);
    if ('error' in result) setFailure(errorMessage(result.error));
    else {
      setSelected(new Set());
      setSuccess('Envios eliminados exitosamente.');
    }
  };

  // Section 2: a paid one in the selection stops it; otherwise the selection is stored for the payment page.
  const onPayMany = () => {
    if (shipments.some((s) => selected.has(s._id) && s.status)) {
      setPaidChosen(true);
      return;
    }
    storePaySelection(ids);
    navigate(Paths.payManyShipments);
  };

  if (!role || !userId) return null;
  return (
    <>
      <PageHeader
        title="Mis Envios"
        description="Consulta, duplica y descarga las guías de tus envíos."
        actions={
          <Button component={Link} to={Paths.newShipment} leftSection={<IconPlus size={16} />}>
            Nuevo envío
          </Button>
        }
      />
      {success && (
        <Alert
          color="green"
          mb="md"
          withCloseButton
          onClose={() => setSuccess(null)}
          data-testid="success-alert"
        >
          {success}
        </Alert>
      )}
      {failure && (
        <Alert color="red" mb="md" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Group justify="space-between" mb="md" wrap="wrap">
        <TextInput
          aria-label="Buscar envíos"
          placeholder="Buscar por destino, servicio o guía..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={!shipments.length}
            onClick={() => void exportToExcel(shipments, canSee(role, 'shipments.exportCost'))}
          >
            Exportar a Excel
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            disabled={!shipments.length}
            onClick={() => void exportToPdf(shipments, canSee(role, 'shipments.exportCost'))}
          >
            Exportar a PDF
          </Button>
          {guardNavigation(Paths.payManyShipments, role).allow && (
            <Button
              variant="default"
              leftSection={<IconCreditCard size={16} />}
              disabled={!ids.length}
              onClick={onPayMany}
            >
              Pagar seleccionados
            </Button>
          )}
          {guardNavigation(Paths.pickups, role).allow && (
            <Button
              variant="default"
              disabled={!selectedGuides.length}
              onClick={() =>
                navigate(`${Paths.pickups}?${new URLSearchParams({ guias: selectedGuides.join(',') })}`)
              }
            >
              Programar recolección
            </Button>
          )}
          <Button
            variant="default"
            disabled={!ids.length}
            loading={duplicating.isLoading}
            onClick={() => void onDuplicate()}
          >
            Duplicar
          </Button>
          <Button
            variant="default"
            color="red"
            disabled={!ids.length}
            loading={removing.isLoading}
            onClick={() => setConfirmDelete(true)}
          >
            Eliminar
          </Button>
        </Group>
      </Group>
      {loading && !shipments.length ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Cargando envíos" />
        </Group>
      ) : shipments.length ? (
        <ListView
          shipments={shipments}
          showTotal={canSee(role, 'shipments.totalColumn') && canSee(role, 'shipments.amountCell')}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(checked) => setSelected(checked ? new Set(shipments.map((s) => s._id)) : new Set())}
          onOpen={(id) => navigate(buildPath.shipmentDetail(id))}
          onLabel={(id) => void openLabel(() => labelLink(id).unwrap())}
          onTrack={setTracked}
        />
      ) : (
        <EmptyState
          title={filter ? 'Ningún envío coincide con la búsqueda.' : 'No hay envíos registrados'}
          description={filter ? undefined : 'Cotiza y crea tu primer envío.'}
        />
      )}
      {!filter && listed.data && listed.data.totalPages > 1 && (
        <PaginationBar page={page} totalPages={listed.data.totalPages} onChange={setPage} />
      )}
      {tracked && <TrackingResult guide={tracked} onClose={() => setTracked(null)} />}
      <Modal
        opened={paidChosen}
        onClose={() => setPaidChosen(false)}
        title="Envíos ya pagados"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Text>Algunos de los envíos seleccionados ya están pagados. Selecciona solo envíos sin pagar.</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setPaidChosen(false)}>Entendido</Button>
        </Group>
      </Modal>
      <ConfirmModal
        opened={confirmDelete}
        title="Eliminar envíos"
        confirmLabel="Eliminar"
        loading={removing.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      >
        {ids.length === 1
          ? '¿Eliminar el envío seleccionado? Solo se eliminan envíos sin pagar.'
          : `¿Eliminar los ${ids.length} envíos seleccionados? Solo se eliminan envíos sin pagar.`}
      </ConfirmModal>
    </>
  );
}
