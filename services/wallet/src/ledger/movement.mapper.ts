import { toPesos, type MovementDto } from '@envios/contracts';
import type { Movement } from './movement.schema';

/** A stored movement as the API shows it (amounts in pesos, and in centavos). */
export function toMovementDto(m: Movement): MovementDto {
  return {
    _id: m._id,
    type: m.type,
    amount: toPesos(m.amount),
    amount_centavos: m.amount,
    status: m.status,
    shipment: m.shipment ?? null,
    numberOfOrder: m.numberOfOrder ?? null,
    source: m.source,
    reason: m.reason ?? null,
    created_by: m.created_by ?? null,
    user: m.user,
    created_at: new Date(m.created_at).toISOString(),
  };
}
