import type {
  EventData,
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  WalletCredited,
} from '@envios/contracts';
import { withDays, type PrepaidRow } from './prepaid-row';

/** The events that change a top-up's row, as the consumers hand them over. */
export type PrepaidEvent =
  | { type: 'PrepaidRequested'; data: EventData<typeof PrepaidRequested> }
  | { type: 'PrepaidExecuted'; data: EventData<typeof PrepaidExecuted> }
  | { type: 'PrepaidCancelled'; data: EventData<typeof PrepaidCancelled> }
  | { type: 'WalletCredited'; data: EventData<typeof WalletCredited> };

export const prepaidIdOf = (e: PrepaidEvent) =>
  e.type === 'WalletCredited' ? e.data.movementId : e.data.prepaidId;

/**
 * The top-up's row after the event with its id recorded (the same row when the id is already in
 * it). `account` is the user's client as the reports know it, used when the row has none yet.
 */
export function foldPrepaidEvent(
  before: PrepaidRow,
  event: PrepaidEvent,
  eventId: string,
  account: string,
): PrepaidRow {
  if (before.ev.includes(eventId)) return before;
  const next: PrepaidRow = { ...before, ev: [...before.ev, eventId].slice(-16), rev: before.rev + 1 };
  next.user ??= event.data.user;
  next.account ??= account;
  switch (event.type) {
    case 'PrepaidRequested':
      // Either event may come first; one that names no method keeps what the other said.
      next.source = event.data.method ?? next.source ?? 'paypal';
      next.amountCentavos = event.data.amountCentavos;
      next.requestedAt = new Date(event.data.requestedAt);
      break;
    case 'PrepaidExecuted':
      next.source = event.data.method ?? next.source ?? 'paypal';
      next.amountCentavos = event.data.amountCentavos;
      next.paidAt = new Date(event.data.executedAt);
      break;
    case 'PrepaidCancelled':
      next.cancelled = true;
      break;
    case 'WalletCredited':
      next.source = 'staff';
      next.amountCentavos = event.data.amountCentavos;
      next.requestedAt = new Date(event.data.creditedAt);
      next.paidAt = new Date(event.data.creditedAt);
      break;
  }
  return withDays(next);
}
