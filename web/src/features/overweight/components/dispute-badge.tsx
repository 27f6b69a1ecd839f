import { Badge } from '@mantine/core';
import type { DisputeSummary } from '@envios/contracts';

const LOOK = {
  open: { label: 'En revisión', color: 'blue' },
  accepted: { label: 'Aceptada', color: 'teal' },
  rejected: { label: 'Rechazada', color: 'red' },
} as const;

/** A dispute's state ('Disputa' column, the queue). */
export function DisputeBadge({ dispute }: { dispute: Pick<DisputeSummary, 'status'> }) {
  const look = LOOK[dispute.status];
  return (
    <Badge variant="light" color={look.color} tt="none" miw="max-content" data-testid="dispute-status">
      {look.label}
    </Badge>
  );
}
