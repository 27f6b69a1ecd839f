import { QuotingErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';

/**
 * Saved addresses and package profiles belong to one user. A `user`/`userID` query naming someone
 * else is refused; anything not owned answers 404, so ids of other users' records reveal nothing.
 */
export function assertSelf(caller: CallerIdentity, requested: unknown): void {
  if (requested !== undefined && requested !== '' && requested !== caller.id) {
    throw AppError.of(QuotingErrors.onlyOwnRecords);
  }
}
