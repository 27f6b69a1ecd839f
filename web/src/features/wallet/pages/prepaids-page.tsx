import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MovementDto } from '@envios/contracts';
import { formatDateTime, formatMXN } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useWalletBalanceQuery } from '@/shared/api/wallet-api';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { useDeleteMovementMutation, useMovementsQuery } from '../api/prepaids-api';
import { MovementRow } from '../components/movement-row';
import { WalletSummary } from '../components/wallet-summary';
import { filterMovements, walletTotals, type MovementFilter } from '../lib/movements';

const PAGE_SIZE = 10;
const FILTERS: { value: MovementFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'income', label: 'Ingresos' },
  { value: 'expense', label: 'Gastos' },
];
const EMPTY_TEXT: Record<MovementFilter, string> = {
  all: 'No hay movimientos registrados',
  income: 'No hay ingresos registrados',
  expense: 'No hay gastos registrados',
};

/** 'Billetera electrónica' (section 2): the signed-in user's own wallet. */
export function PrepaidsPage() {
  const { userId } = useSession();
  const balance = useWalletBalanceQuery(userId ?? skipToken);
  const movements = useMovementsQuery(userId ?? skipToken);
  const [filter, setFilter] = useState<MovementFilter>('all');
  const [requestedPage, setRequestedPage] = useState(1);
  const [deleting, setDeleting] = useState<MovementDto | null>(null);
  const [deleteMovement, deleteCall] = useDeleteMovementMutation();

  const shown = filterMovements(movements.data ?? [], filter);
  const totalPages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(requestedPage, totalPages);
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const onFilter = (value: MovementFilter) => {
    setFilter(value);
    setRequestedPage(1);
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteMovement(deleting._id);
    if ('error' in result) notifyFailure('No se pudo eliminar el movimiento', result.error);
    else
      notifySuccess(
        'Movimiento eliminado',
        `Se eliminó el abono pendiente de ${formatMXN(deleting.amount_centavos)}.`,
      );
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Billetera electrónica"
        description="Saldo, abonos y cargos de tu monedero."
        actions={
          <Button component={Link} to={Paths.newPrepaid} leftSection={<IconPlus size={18} />}>
            Recargar Saldo
          </Button>
        }
      />
      <WalletSummary
        balanceCentavos={balance.data?.total_centavos}
        totals={movements.data ? walletTotals(movements.data) : undefined}
      />
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          Historial de Transacciones
        </Title>
        <Button.Group aria-label="Filtrar movimientos">
          {FILTERS.map((option) => (
            <Button
              key={option.value}
              size="xs"
              variant={filter === option.value ? 'filled' : 'default'}
              aria-pressed={filter === option.value}
              onClick={() => onFilter(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {movements.error && !movements.data ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(movements.error)}
        </Alert>
      ) : !movements.data ? (
        <Center py="xl">
          <Loader aria-label="Cargando movimientos" />
        </Center>
      ) : shown.length === 0 ? (
        <EmptyState
          title={EMPTY_TEXT[filter]}
          icon={<IconReceipt size={28} />}
          description={filter === 'all' ? 'Recarga saldo para pagar tus guías con tu monedero.' : undefined}
        />
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="movements">
            {pageRows.map((movement) => (
              <MovementRow key={movement._id} movement={movement} onDelete={setDeleting} />
            ))}
          </Stack>
          {totalPages > 1 && (
            <PaginationBar page={page} totalPages={totalPages} onChange={setRequestedPage} />
          )}
        </>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Eliminar movimiento"
        confirmLabel="Eliminar"
        loading={deleteCall.isLoading}
        onConfirm={onConfirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <Text>
            ¿Eliminar el abono pendiente de <strong>{formatMXN(deleting.amount_centavos)}</strong> del{' '}
            {formatDateTime(deleting.created_at)}? Esta acción no se puede deshacer.
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}
