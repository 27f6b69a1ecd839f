import { Badge } from '@mantine/core';
import type { UserDto } from '@envios/contracts';

// A badge shrinks to an ellipsis in a tight table cell; the status must stay readable, in its
// own letters (Mantine's capitals widen it) and on two lines when it is long.
const BADGE_PROPS = {
  variant: 'light',
  tt: 'none',
  h: 'auto',
  py: 2,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } },
} as const;

/** Activo / Bloqueado; a sign-up never approved yet is shown as pending instead of blocked. */
export function UserStatusBadge({ user }: { user: Pick<UserDto, 'active' | 'pendingApproval'> }) {
  if (user.active)
    return (
      <Badge color="teal" {...BADGE_PROPS}>
        Activo
      </Badge>
    );
  if (user.pendingApproval) {
    return (
      <Badge color="yellow" {...BADGE_PROPS}>
        Pendiente de aprobación
      </Badge>
    );
  }
  return (
    <Badge color="red" {...BADGE_PROPS}>
      Bloqueado
    </Badge>
  );
}
