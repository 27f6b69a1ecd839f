import { Button } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { canSee, clampPage, isAllowed } from '@envios/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useWalletBalancesQuery } from '@/shared/api/wallet-api';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { useListUsersQuery, useSetUserActiveMutation } from '../api/users-api';
import { CreateUserModal } from '../components/create-user-modal';
import { EditUserModal } from '../components/edit-user-modal';
import { UserStats } from '../components/user-stats';
import { UsersSearch } from '../components/users-search';
import { UsersList } from '../components/users-list';
import { WalletCreditModal } from '../components/wallet-credit-modal';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';

const SEARCH_DEBOUNCE_MS = 350;

const statusChange = (user: UserDto, active: boolean) => {
  if (!active) return { title: 'Usuario bloqueado', verb: 'bloqueó' };
  return user.pendingApproval
    ? { title: 'Cuenta aprobada', verb: 'aprobó' }
    : { title: 'Usuario activado', verb: 'activó' };
};

/** 'Usuarios' (section 2): cards, server-side search, table with actions, pages of 10, two modals. */
export function UsersPage() {
  const { role, userId } = useSession();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [requestedPage, setRequestedPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [crediting, setCrediting] = useState<UserDto | null>(null);

  const list = useListUsersQuery({ page: requestedPage, search: debouncedSearch });
  const [setUserActive, statusCall] = useSetUserActiveMutation();
  const shownIds = list.data?.docs.map((user) => user.id) ?? [];
  const balances = useWalletBalancesQuery(shownIds.length > 0 ? shownIds : skipToken);
  const canCredit = canSee(role, 'users.walletTopUpAction') && isAllowed(role, 'wallet.credit');
  const totalPages = list.data?.totalPages ?? 1;
  // Blocking or a new search can shrink the list below the page being shown.
  const page = clampPage(requestedPage, totalPages);
  if (list.data && page !== requestedPage) setRequestedPage(page);

  const onSearch = (value: string) => {
    setSearch(value);
    setRequestedPage(1);
  };

  const onSetActive = async (user: UserDto, active: boolean) => {
    const result = await setUserActive({ id: user.id, active });
    const change = statusChange(user, active);
    if ('error' in result) notifyFailure('No se pudo cambiar el estatus', result.error);
    else notifySuccess(change.title, `Se ${change.verb} a ${user.firstName} ${user.lastName}.`);
  };

  if (!role) return null;
  return (
    <>
      <PageHeader
        title="Usuarios"
        description="Administra usuarios, roles y tarifas."
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setCreating(true)}>
            Nuevo usuario
          </Button>
        }
      />
      <UserStats counts={list.data?.counts} />
      <UsersSearch value={search} onChange={onSearch} />
      <UsersList
        page={list.data}
        error={list.error}
        fetching={list.isFetching}
        search={debouncedSearch}
        showTariff={canSee(role, 'users.tariffColumn')}
        viewerId={userId}
        busyUserId={statusCall.isLoading ? (statusCall.originalArgs?.id ?? null) : null}
        onEdit={setEditing}
        onSetActive={onSetActive}
        balances={balances.data?.balances}
        onCredit={canCredit ? setCrediting : undefined}
      />
      {list.data && <PaginationBar page={page} totalPages={totalPages} onChange={setRequestedPage} />}
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} viewerRole={role} onClose={() => setEditing(null)} />
      <WalletCreditModal
        user={crediting}
        balanceCentavos={crediting ? balances.data?.balances[crediting.id] : undefined}
        onClose={() => setCrediting(null)}
      />
    </>
  );
}
