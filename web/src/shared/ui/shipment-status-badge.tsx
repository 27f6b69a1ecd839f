import { Badge, type BadgeProps } from '@mantine/core';
import type { ShipmentStatus } from '@envios/domain';

/**
 * Where a shipment stands, in the words and colour every screen uses (Mis Envios, its detail,
 * Reportes): shipmentStatus() / reportStageStatus() of @envios/domain.
 */
export function ShipmentStatusBadge({ status, ...props }: { status: ShipmentStatus } & BadgeProps) {
  return (
    <Badge
      variant="light"
      color={status.tone}
      tt="none"
      miw="max-content"
      data-testid="shipment-status"
      data-status={status.key}
      {...props}
    >
      {status.label}
    </Badge>
  );
}
