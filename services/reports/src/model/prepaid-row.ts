import type { TopUpMethod } from '@envios/contracts';
import { toMexicoCityDate } from '@envios/domain';

/** A wallet top-up (card, SPEI or OXXO) or staff credit, as the reports know it. */
export interface PrepaidRow {
  _id: string;
  user: string | null;
  /** The user's client when it was recorded (its client's reports include it), else the user. */
  account: string | null;
  /** How it was paid (a top-up asked for without saying: PayPal, the one method before SPEI and OXXO). */
  source: TopUpMethod | null;
  amountCentavos: number;
  requestedAt: Date | null;
  paidAt: Date | null;
  cancelled: boolean;
  /** The day it counts on (paid: its payment's; pending: its request's), and per scope. */
  day: string | null;
  uDay: string | null;
  aDay: string | null;
  ev: string[];
  rev: number;
}

export const emptyPrepaid = (id: string): PrepaidRow => ({
  _id: id,
  user: null,
  account: null,
  source: null,
  amountCentavos: 0,
  requestedAt: null,
  paidAt: null,
  cancelled: false,
  day: null,
  uDay: null,
  aDay: null,
  ev: [],
  rev: 0,
});

/** What a top-up adds to its day: paid, or pending (requested, neither paid nor cancelled). */
export interface PrepaidPart {
  user: string;
  account: string;
  day: string;
  paid: boolean;
  amount: number;
  method: TopUpMethod;
}

export function prepaidPart(p: PrepaidRow): PrepaidPart | null {
  if (!p.user || !p.account || p.amountCentavos <= 0) return null;
  if (p.paidAt)
    return {
      user: p.user,
      account: p.account,
      day: toMexicoCityDate(p.paidAt),
      paid: true,
      amount: p.amountCentavos,
      method: p.source ?? 'paypal',
    };
  if (p.requestedAt && !p.cancelled)
    return {
      user: p.user,
      account: p.account,
      day: toMexicoCityDate(p.requestedAt),
      paid: false,
      amount: p.amountCentavos,
      method: p.source ?? 'paypal',
    };
  return null;
}

/** The row with its day fields set from what it counts as now. */
export function withDays(p: PrepaidRow): PrepaidRow {
  const part = prepaidPart(p);
  return part
    ? { ...p, day: part.day, uDay: `${part.user}|${part.day}`, aDay: `${part.account}|${part.day}` }
    : { ...p, day: null, uDay: null, aDay: null };
}
