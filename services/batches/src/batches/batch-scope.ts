import { BatchErrors } from '@envios/contracts';
import { dataReach, reaches } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { StoredBatch } from './batch.schema';

/** The client account a new batch of this caller belongs to. */
export const accountOf = (caller: CallerIdentity) =>
  dataReach(caller.role, 'shipments') === 'account' ? caller.id : (caller.parentClient ?? caller.id);

/**
 * A batch the caller may read (as its shipments: its own, its client's, staff any) or change (its
 * owner or its client); of its own mode (test or live). Another's is a 404: ids reveal nothing.
 */
export function reachable(caller: CallerIdentity, batch: StoredBatch | null, change: boolean): StoredBatch {
  const sameMode = !!batch && !!batch.test === !!caller.test;
  const allowed =
    !!batch &&
    sameMode &&
    (change
      ? batch.owner === caller.id ||
        (dataReach(caller.role, 'shipments') === 'account' && batch.account === caller.id)
      : reaches(caller, batch, 'shipments'));
  if (!allowed) throw AppError.of(BatchErrors.notFound);
  return batch;
}
