import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import { addCalendarDays, toMexicoCityDate } from '@envios/domain';
import type { Model } from 'mongoose';
import type { Counters } from '../model/contribution';
import { ANY, countersId, destinationsId, keyPart, readKeyPart } from '../model/contribution';
import { AggregateCache } from '../model/aggregate-cache';
import { Generations } from '../model/generations';
import { ReadModels, type DestDoc, type MonthDoc } from '../model/read-models';

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

/**
 * Lists of dates a period makes, kept by period: the screens ask the same few periods (the month
 * so far, the last 12 months) over and over, and a year's days cost 365 validated date steps.
 * Shared: never change one.
 */
const periodLists = new Map<string, readonly string[]>();
function periodList(key: string, make: () => string[]): readonly string[] {
  let list = periodLists.get(key);
  if (!list) {
    if (periodLists.size >= 512) periodLists.clear();
    list = Object.freeze(make());
    periodLists.set(key, list);
  }
  return list;
}

/** The months (AAAA-MM) a period touches, in order. */
export function monthsOf(from: string, to: string): readonly string[] {
  return periodList(`M${from}|${to}`, () => {
    const months: string[] = [];
    for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
      months.push(m);
      const [y, mm] = m.split('-').map(Number);
      m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
    }
    return months;
  });
}

export const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The aggregate documents that make up a period exactly: a month's own document where the period
 * covers it (up to today: no later day has figures yet), its days' documents at the ends.
 */
export function documentsOf(
  from: string,
  to: string,
  today = toMexicoCityDate(new Date()),
): { id: string; month: string }[] {
  const ids: { id: string; month: string }[] = [];
  for (const month of monthsOf(from, to)) {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    if (from <= first && (to >= last || (to >= today && today.startsWith(month))))
      ids.push({ id: `M${month}`, month });
    else
      for (let d = from > first ? from : first; d <= (to < last ? to : last); d = addCalendarDays(d, 1))
        ids.push({ id: `D${d}`, month });
  }
  return ids;
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
  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
    private readonly cache: AggregateCache,
  ) {}

  /**
   * The documents `idOf(period id)` of a scope's period, with the month each belongs to: from the
   * replica's memory where their month has not changed since (AggregateCache).
   */
  private async read<T extends { _id: string }>(
    gen: number,
    model: Model<T>,
    scope: string,
    q: { from: string; to: string },
    idOf: (period: string) => string,
  ) {
    const parts = documentsOf(q.from, q.to);
    const found = await this.cache.read(
      gen,
      model,
      parts.map((p) => idOf(`${scope}|${p.id}`)),
    );
    return found.flatMap((doc, i) => (doc ? [{ doc, month: parts[i].month }] : []));
  }

  /** The period's counters by carrier and type, within the filters. */
  async entries(scope: string, q: ReportQuery): Promise<DayEntry[]> {
    const gen = await this.generations.current();
    const { months } = this.models.of(gen);
    const state = q.state ? keyPart(q.state) : ANY;
    const out: DayEntry[] = [];
    for (const { doc, month } of await this.read<MonthDoc>(gen, months, scope, q, (p) =>
      countersId(p, state),
    ))
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
    const gen = await this.generations.current();
    const { dests } = this.models.of(gen);
    const id = (p: string) => destinationsId(p, q.carrier ?? ANY, q.shipmentType ?? ANY);
    const out: DestEntry[] = [];
    for (const { doc } of await this.read<DestDoc>(gen, dests, scope, q, id))
      for (const e of entriesOf(doc)) if (!q.state || e.state === q.state) out.push(e);
    return out;
  }

  /** Top-ups paid and pending in the period (centavos), per month. */
  async prepaids(scope: string, q: { from: string; to: string }) {
    const gen = await this.generations.current();
    const { months } = this.models.of(gen);
    return (await this.read<MonthDoc>(gen, months, scope, q, (p) => countersId(p, ANY))).map(
      ({ doc, month }) => ({
        month,
        paid: doc.p?.paid ?? 0,
        paidN: doc.p?.paidN ?? 0,
        pend: doc.p?.pend ?? 0,
        pendN: doc.p?.pendN ?? 0,
      }),
    );
  }
}

export const sum = (entries: readonly DayEntry[], counter: keyof Counters) =>
  entries.reduce((total, e) => total + (e.counters[counter] ?? 0), 0);

/** Every day of a period, newest first. */
export function daysNewestFirst(from: string, to: string): readonly string[] {
  return periodList(`D${from}|${to}`, () => {
    const days: string[] = [];
    for (let d = to; d >= from; d = addCalendarDays(d, -1)) days.push(d);
    return days;
  });
}
