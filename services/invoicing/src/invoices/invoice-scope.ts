import type { FilterQuery } from 'mongoose';
import { InvoicingErrors } from '@envios/contracts';
import { dataReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { InvoiceDoc } from './invoice.schema';

/**
 * Invoices are money, reached like wallets (dataReach 'wallets'): staff who read wallets see every
 * invoice, a client its account's (its own and its users'), anyone else its own. The global invoice
 * to público en general is staff's alone.
 */
export function listScope(caller: CallerIdentity, user?: string): FilterQuery<InvoiceDoc> {
  const reach = dataReach(caller.role, 'wallets');
  if (reach === 'everyone') return user ? { user } : {};
  if (reach === 'account') return user ? { user, account: caller.id } : { account: caller.id };
  return { user: caller.id };
}

/** An invoice the caller may download; another's is a 404. No caller: identity's e-mail, trusted. */
export function reachable(caller: CallerIdentity | undefined, invoice: InvoiceDoc | null): InvoiceDoc {
  if (!invoice || !invoice.listed) throw AppError.of(InvoicingErrors.notFound);
  if (!caller) return invoice;
  const reach = dataReach(caller.role, 'wallets');
  const allowed =
    reach === 'everyone' ||
    invoice.user === caller.id ||
    (reach === 'account' && !!invoice.account && invoice.account === caller.id);
  if (!allowed) throw AppError.of(InvoicingErrors.notFound);
  return invoice;
}
