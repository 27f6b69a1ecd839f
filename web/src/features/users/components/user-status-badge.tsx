import { Badge } from '@mantine/core';
import type { UserDto } from '@envios/contracts';

// A badge shrinks to an ellipsis in a tight table cell; the status must stay readable.
const FULL_WIDTH = { minWidth: 'max-content' } as const;

/** Activo / Bloqueado; a sign-up never approved yet is shown as pending instead of blocked. */
export function UserStatusBadge({ user }: { user: Pick<UserDto, 'active' | 'pendingApproval'> }) {
  if (user.active)
    return (
      <Badge color="teal" variant="light" style={FULL_WIDTH}>
        Activo
      </Badge>
    );
  if (user.pendingApproval) {
    return (
      <Badge color="yellow" variant="light" style={FULL_WIDTH}>
        Pendiente de aprobación
      </Badge>
    );
  }
  return (
    <Badge color="red" variant="light" style={FULL_WIDTH}>
      Bloqueado
    </Badge>
  );
}
