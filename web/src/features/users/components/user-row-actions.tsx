import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { canManageAccount } from '@envios/domain';
import { useSession } from '@/shared/lib/session';
import { IconCoin, IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';

interface UserRowActionsProps {
  user: UserDto;
  /** One's own status cannot be changed (the server refuses it). */
  isSelf: boolean;
  busy: boolean;
  onEdit: (user: UserDto) => void;
  onSetActive: (user: UserDto, active: boolean) => void;
  /** 'Abonos' (top up the wallet), given only to the roles that may. */
  onCredit?: (user: UserDto) => void;
}

/**
 * Edit; block when active; activate when blocked. A pending sign-up gets a visible 'Aprobar'
 * button instead: approving is the one thing an administrator comes to do for it.
 */
export function UserRowActions({ user, isSelf, busy, onEdit, onSetActive, onCredit }: UserRowActionsProps) {
  const { role } = useSession();
  const name = `${user.firstName} ${user.lastName}`;
  // The server refuses the rest (a superadmin account is managed only by a superadmin).
  if (!canManageAccount(role, user.rol)) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Editar">
        <ActionIcon variant="light" aria-label={`Editar a ${name}`} onClick={() => onEdit(user)}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      {onCredit && (
        <Tooltip label="Abonar">
          <ActionIcon
            variant="light"
            color="teal"
            aria-label={`Abonar al monedero de ${name}`}
            onClick={() => onCredit(user)}
          >
            <IconCoin size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {!isSelf && user.active && (
        <Tooltip label="Bloquear">
          <ActionIcon
            variant="light"
            color="red"
            aria-label={`Bloquear a ${name}`}
            loading={busy}
            onClick={() => onSetActive(user, false)}
          >
            <IconLock size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {!isSelf && !user.active && !user.pendingApproval && (
        <Tooltip label="Activar">
          <ActionIcon
            variant="light"
            color="teal"
            aria-label={`Activar a ${name}`}
            loading={busy}
            onClick={() => onSetActive(user, true)}
          >
            <IconLockOpen size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {!isSelf && user.pendingApproval && !user.active && (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          aria-label={`Aprobar a ${name}`}
          loading={busy}
          onClick={() => onSetActive(user, true)}
        >
          Aprobar
        </Button>
      )}
    </Group>
  );
}
