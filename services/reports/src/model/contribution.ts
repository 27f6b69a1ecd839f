import { estimateDeliveryDate, toMexicoCityDate } from '@envios/domain';
import type { PrepaidPart } from './prepaid-row';
import { stageOf, type ReportRow } from './report-row';

/** The counters one shipment adds to its day: the read models are sums of these. */
export interface Counters {
  /** Shipments. */
  n: number;
  /** Paid for them, in centavos, after refunds. */
  c: number;
  /** With a guide made (its label), however far it went. */
  g: number;
  /** On their way. */
  t: number;
  dl: number;
  /** Cancelled or failed. */
  x: number;
  /** Delivered within the business days the service promised (from the label), or later. */
  on: number;
  late: number;
}

const COUNTERS: readonly (keyof Counters)[] = ['n', 'c', 'g', 't', 'dl', 'x', 'on', 'late'];

/** One row's part of the read models, or null when it counts for nothing (not created, deleted). */
export interface Contribution {
  owner: string;
  account: string;
  day: string;
  carrier: string;
  type: string;
  /** The destination's state, encoded as a key part. */
  state: string;
  /** `<destination state>|<destination city>`, encoded. */
  place: string;
  counters: Counters;
}

/** Map keys hold no '.', '$' or '|' of their own (MongoDB paths, our separator). */
export const keyPart = (s: string | null) =>
  encodeURIComponent(s ?? '')
    .replace(/\./g, '%2E')
    .replace(/\$/g, '%24');

export const readKeyPart = (s: string) => decodeURIComponent(s);

/** Whether a delivered shipment arrived within its promise: its transit days from the label's day. */
function deliveredOnTime(labelAt: Date, transitDays: number, deliveredAt: Date): boolean {
  return toMexicoCityDate(deliveredAt) <= estimateDeliveryDate(labelAt, transitDays);
}

export function contribution(r: ReportRow): Contribution | null {
  if (!r.created || r.deleted || !r.owner || !r.day || !r.carrier || !r.type) return null;
  const stage = stageOf(r);
  const delivered = stage === 'delivered';
  const onTime =
    delivered && r.deliveredAt && r.labelAt && r.transitDays !== null
      ? deliveredOnTime(r.labelAt, r.transitDays, r.deliveredAt)
      : null;
  const state = keyPart(r.destination?.state ?? '');
  return {
    owner: r.owner,
    account: r.account ?? r.owner,
    day: r.day,
    carrier: r.carrier,
    type: r.type,
    state,
    place: `${state}|${keyPart(r.destination?.city ?? '')}`,
    counters: {
      n: 1,
      c: r.paidCentavos,
      g: stage === 'label' || stage === 'transit' || delivered ? 1 : 0,
      t: stage === 'transit' ? 1 : 0,
      dl: delivered ? 1 : 0,
      x: stage === 'cancelled' || stage === 'failed' ? 1 : 0,
      on: onTime === true ? 1 : 0,
      late: onTime === false ? 1 : 0,
    },
  };
}

/**
 * The scopes a row's figures belong to: its owner (a user's reports), its client account (a client's
 * own shipments and its users'), everyone (staff).
 */
const scopesOf = (owner: string, account: string) => [`u:${owner}`, `a:${account}`, 'all'];

/** `$inc` paths, per aggregate document id, that turn `before` into `after` (either may be null). */
export interface Delta {
  months: Map<string, Record<string, number>>;
  dests: Map<string, Record<string, number>>;
}

/** Where no filter narrows a document: every state, carrier or type. */
export const ANY = '*';

/**
 * The figures of a scope's day and of its month (`<scope>|D<AAAA-MM-DD>`, `<scope>|M<AAAA-MM>`): a
 * period reads whole months from the month documents and its ends day by day, so a year is a few
 * dozen small reads whatever the volume.
 */
const periodIds = (scope: string, day: string) => [`${scope}|D${day}`, `${scope}|M${day.slice(0, 7)}`];

/**
 * A period's counters by carrier and type, in one document per destination state and one for every
 * state (`<period id>|<state>`, `<period id>|*`): a report reads the one its state filter names, a
 * few hundred numbers however many shipments there are.
 */
export const countersId = (period: string, state: string) => `${period}|${state}`;

/**
 * A period's shipments by destination (`<state>|<city>` keys), in one document per carrier and type
 * filter (`<period id>|<carrier or *>|<type or *>`): whatever the filters, a report reads one.
 */
export const destinationsId = (period: string, carrier: string, type: string) =>
  `${period}|${carrier}|${type}`;

function add(into: Map<string, Record<string, number>>, id: string, path: string, by: number) {
  if (!by) return;
  const inc = into.get(id) ?? {};
  inc[path] = (inc[path] ?? 0) + by;
  into.set(id, inc);
}

export function delta(before: Contribution | null, after: Contribution | null): Delta {
  const d: Delta = { months: new Map(), dests: new Map() };
  for (const [part, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!part) continue;
    for (const scope of scopesOf(part.owner, part.account))
      for (const period of periodIds(scope, part.day)) {
        for (const state of [part.state, ANY])
          for (const counter of COUNTERS)
            add(
              d.months,
              countersId(period, state),
              `k.${part.carrier}|${part.type}.${counter}`,
              sign * part.counters[counter],
            );
        for (const carrier of [part.carrier, ANY])
          for (const type of [part.type, ANY])
            add(d.dests, destinationsId(period, carrier, type), `c.${part.place}`, sign);
      }
  }
  prune(d.months);
  prune(d.dests);
  return d;
}

/** Drops what adds up to nothing (a part taken out and put back). */
function prune(incs: Map<string, Record<string, number>>) {
  for (const [id, inc] of incs) {
    for (const [path, by] of Object.entries(inc)) if (by === 0) delete inc[path];
    if (!Object.keys(inc).length) incs.delete(id);
  }
}

/** `$inc` paths of the aggregate documents that turn a top-up's `before` part into its `after`. */
export function prepaidDelta(
  before: PrepaidPart | null,
  after: PrepaidPart | null,
): Map<string, Record<string, number>> {
  const months = new Map<string, Record<string, number>>();
  for (const [part, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!part) continue;
    // Top-ups have no destination: they count in the documents of every state.
    for (const scope of scopesOf(part.user, part.account))
      for (const period of periodIds(scope, part.day)) {
        const id = countersId(period, ANY);
        const [amount, count] = part.paid ? ['paid', 'paidN'] : ['pend', 'pendN'];
        add(months, id, `p.${amount}`, sign * part.amount);
        add(months, id, `p.${count}`, sign);
        // What was paid, by how (p.paypal, p.spei, p.oxxo, p.staff): the recharges chart's series.
        if (part.paid) add(months, id, `p.${part.method}`, sign * part.amount);
      }
  }
  prune(months);
  return months;
}
