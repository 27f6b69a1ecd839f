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

/**
 * A batch whose carriers the caller may choose and pay: its owner's alone (the quotes are priced
 * for who pays them, and the shipments are theirs). Another who may read it gets a 403; anyone else
 * the 404 of a batch they cannot see.
 */
export function owned(caller: CallerIdentity, batch: StoredBatch | null): StoredBatch {
  const readable = reachable(caller, batch, false);
  if (readable.owner !== caller.id) throw AppError.of(BatchErrors.ownerOnly);
  return readable;
}

/** An owned batch that is still a draft (409 once paying has started). */
export function ownedDraft(caller: CallerIdentity, batch: StoredBatch | null): StoredBatch {
  const mine = owned(caller, batch);
  if (mine.state !== 'draft') throw AppError.of(BatchErrors.notDraft);
  return mine;
}
