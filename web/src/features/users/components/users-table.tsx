import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { canManageAccount, formatMXN, ROLE_LABELS } from '@envios/domain';
import { IconCoin } from '@tabler/icons-react';
import { useSession } from '@/shared/lib/session';
import { FoundText } from './found-text';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';

export interface UserListViewProps {
  users: UserDto[];
  /** The search term, highlighted in the text cells. */
  search: string;
  showTariff: boolean;
  viewerId: string | null;
  busyUserId: string | null;
  onEdit: (user: UserDto) => void;
  onSetActive: (user: UserDto, active: boolean) => void;
  /** Wallet balances (centavos) by user id, for the Monedero column. */
  balances: Record<string, number> | undefined;
  /** 'Abonos', for the roles that may credit a wallet. */
  onCredit?: (user: UserDto) => void;
}

/** The Monedero cell: the balance once known. */
export const walletLabel = (user: UserDto, balances: Record<string, number> | undefined) => {
  const centavos = balances?.[user.id];
  return centavos === undefined ? '—' : formatMXN(centavos);
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// Names wrap at their spaces only ('Comercializadora' is never cut): a long one widens its column,
// and the table scrolls sideways rather than break a word.
const NAME_CELL = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

/** An address may wrap before its '@', never inside a word of it. */
function EmailText({ email, search }: { email: string; search: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <FoundText text={email} search={search} />;
  return (
    <>
      <FoundText text={email.slice(0, at)} search={search} />
      <wbr />
      <FoundText text={email.slice(at)} search={search} />
    </>
  );
}

/** The balance, with 'Abonos' beside it (not among the actions: the row must fit a 1280 px laptop). */
function WalletCell({
  user,
  balances,
  onCredit,
}: Pick<UserListViewProps, 'balances' | 'onCredit'> & { user: UserDto }) {
  const { role } = useSession();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    // A large balance puts 'Abonos' under it rather than widen the table.
    <Group gap={4} wrap="wrap">
      <span data-testid="user-wallet" style={NO_WRAP}>
        {walletLabel(user, balances)}
      </span>
      {onCredit && canManageAccount(role, user.rol) && (
        <Tooltip label="Abonar">
          <ActionIcon
            size="sm"
            variant="subtle"
            color="teal"
            aria-label={`Abonar al monedero de ${name}`}
            onClick={() => onCredit(user)}
          >
            <IconCoin size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** 'Compras/Administración' may wrap after its slash. */
const roleLabel = (user: UserDto) => {
  const parts = ROLE_LABELS[user.rol].split('/');
  return parts.flatMap((part, i) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]));
};

export const tariffLabel = (user: UserDto) =>
  user.tipoUsuario ? `${user.tipoUsuario.nombre} (${user.tipoUsuario.tarifa}%)` : null;

/** The users table of wider screens. */
export function UsersTable({
  users,
  search,
  showTariff,
  viewerId,
  busyUserId,
  onEdit,
  onSetActive,
  balances,
  onCredit,
}: UserListViewProps) {
  return (
    <Table.ScrollContainer minWidth={showTariff ? 900 : 780}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        // Nine columns beside the sidebar of a 1280 px laptop: 6 px either side of each.
        horizontalSpacing={6}
        fz="sm"
        layout="auto"
        data-testid="users-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Apellidos</Table.Th>
            <Table.Th>Correo</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Monedero</Table.Th>
            {showTariff && <Table.Th>Tarifa</Table.Th>}
            <Table.Th>Rol</Table.Th>
            <Table.Th>Estatus</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td style={NAME_CELL}>
                <FoundText text={user.firstName} search={search} />
              </Table.Td>
              <Table.Td style={NAME_CELL}>
                <FoundText text={user.lastName} search={search} />
              </Table.Td>
              <Table.Td style={NAME_CELL}>
                <EmailText email={user.email} search={search} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <FoundText text={user.phone} search={search} />
              </Table.Td>
              <Table.Td>
                <WalletCell user={user} balances={balances} onCredit={onCredit} />
              </Table.Td>
              {showTariff && (
                <Table.Td>
                  {user.tipoUsuario ? (
                    <>
                      {/* Wraps at its spaces, the percentage under the name, rather than widen the table. */}
                      {user.tipoUsuario.nombre}{' '}
                      <Text span c="dimmed" size="sm" style={NO_WRAP}>
                        ({user.tipoUsuario.tarifa}%)
                      </Text>
                    </>
                  ) : (
                    <Text span c="dimmed" size="sm">
                      Sin tarifa
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td>{roleLabel(user)}</Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <UserRowActions
                  user={user}
                  isSelf={user.id === viewerId}
                  busy={busyUserId === user.id}
                  onEdit={onEdit}
                  onSetActive={onSetActive}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
