import { Injectable } from '@nestjs/common';
import { TOP_UP_METHODS, type ReportQuery, type TopUpMethod } from '@envios/contracts';
import type { Counters } from '../model/contribution';
import { ANY, keyPart, readKeyPart } from '../model/contribution';
import type { DestDoc } from '../model/read-models';
import { documentsOf } from '../model/periods';
import { ReportStore } from '../model/report-store';

export { daysWithin, documentsOf, monthsOf } from '../model/periods';

/** A day's or a whole month's figures of a carrier and type (within the state filter). */
export interface DayEntry {
  /** AAAA-MM: what the per-month charts group by. */
  month: string;
  carrier: string;
  type: string;
  counters: Partial<Counters>;
}

export interface DestEntry {
  /** `<state>|<city>` as the document keys it: the same destination has the same key every month. */
  key: string;
  state: string;
  city: string;
  n: number;
}

/** A destination document's entries, read once per document a replica holds (a year's ranking reads
 * a dozen documents of a few hundred destinations each, and splitting their keys was most of it). */
const parsed = new WeakMap<DestDoc, readonly DestEntry[]>();
function entriesOf(doc: DestDoc): readonly DestEntry[] {
  let entries = parsed.get(doc);
  if (!entries) {
    const list: DestEntry[] = [];
    for (const [key, n] of Object.entries(doc.c ?? {})) {
      if (!n) continue;
      const [state, city] = key.split('|').map(readKeyPart);
      list.push({ key, state, city, n });
    }
    parsed.set(doc, (entries = list));
  }
  return entries;
}

/**
 * Reads a scope's figures for a period from its month and day documents (equality reads by id; a
 * year is a few dozen small reads whatever the volume) and hands back the entries within the filters.
 */
@Injectable()
export class ReportFigures {
  constructor(private readonly store: ReportStore) {}

  /** The documents a scope's period is made of (from the replica's memory where unchanged), with their month. */
  private async read<T>(
    q: { from: string; to: string },
    read: (periods: string[]) => Promise<(T | null)[]>,
  ): Promise<{ doc: T; month: string }[]> {
    const parts = documentsOf(q.from, q.to);
    const found = await read(parts.map((p) => p.id));
    return found.flatMap((doc, i) => (doc ? [{ doc, month: parts[i].month }] : []));
  }

  /** The period's counters by carrier and type, within the filters. */
  async entries(scope: string, q: ReportQuery): Promise<DayEntry[]> {
    const state = q.state ? keyPart(q.state) : ANY;
    const out: DayEntry[] = [];
    for (const { doc, month } of await this.read(q, (periods) => this.store.counters(scope, periods, state)))
      for (const [key, counters] of Object.entries(doc.k ?? {})) {
        const [carrier, type] = key.split('|');
        if (q.carrier && carrier !== q.carrier) continue;
        if (q.shipmentType && type !== q.shipmentType) continue;
        out.push({ month, carrier, type, counters });
      }
    return out;
  }

  /** The period's shipments by destination, within the filters. */
  async destinations(scope: string, q: ReportQuery): Promise<DestEntry[]> {
    const out: DestEntry[] = [];
    for (const { doc } of await this.read(q, (periods) =>
      this.store.destinations(scope, periods, q.carrier ?? ANY, q.shipmentType ?? ANY),
    ))
      for (const e of entriesOf(doc)) if (!q.state || e.state === q.state) out.push(e);
    return out;
  }

  /** Top-ups paid and pending in the period (centavos), per month, and what was paid by method. */
  async prepaids(scope: string, q: { from: string; to: string }) {
    return (await this.read(q, (periods) => this.store.counters(scope, periods))).map(({ doc, month }) => ({
      month,
      paid: doc.p?.paid ?? 0,
      paidN: doc.p?.paidN ?? 0,
      pend: doc.p?.pend ?? 0,
      pendN: doc.p?.pendN ?? 0,
      byMethod: paidByMethod(doc.p ?? {}),
    }));
  }
}

/**
 * A document's paid top-ups by method. What no method counts was recorded before the split (PayPal
 * was the one method then; a rebuild, cli/rebuild.ts, splits those months exactly).
 */
function paidByMethod(p: Record<string, number>): Record<TopUpMethod, number> {
  const split = Object.fromEntries(TOP_UP_METHODS.map((m) => [m, p[m] ?? 0])) as Record<TopUpMethod, number>;
  split.paypal += (p.paid ?? 0) - TOP_UP_METHODS.reduce((total, m) => total + split[m], 0);
  return split;
}

/** Per-method sums of `parts` (centavos). */
export function sumByMethod(parts: readonly Record<TopUpMethod, number>[]): Record<TopUpMethod, number> {
  return Object.fromEntries(
    TOP_UP_METHODS.map((m) => [m, parts.reduce((total, p) => total + p[m], 0)]),
  ) as Record<TopUpMethod, number>;
}

export const sum = (entries: readonly DayEntry[], counter: keyof Counters) =>
  entries.reduce((total, e) => total + (e.counters[counter] ?? 0), 0);
