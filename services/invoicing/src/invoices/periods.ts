/** Invoicing periods are told in Mexico City's time, as SAT reads the invoices' dates. */
const INVOICE_TIME_ZONE = 'America/Mexico_City';

export type PeriodKind = 'weekly' | 'fortnightly' | 'monthly';

export interface Period {
  /** `W2026-11-23` (its Monday), `Q2026-11-1` / `Q2026-11-2` (1–15, 16–end), `M2026-11`. */
  key: string;
  kind: PeriodKind;
  /** The first instant after it (local midnight that ends it), when its invoices are stamped. */
  closesAt: Date;
  year: number;
  /** Its month, for the global invoice's InformacionGlobal (01–12). */
  month: number;
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: INVOICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The local calendar date and time of an instant. */
function local(at: Date): { y: number; m: number; d: number; h: number; min: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute };
}

/** The instant of local midnight starting y-m-d (months past 12 roll into the next year). */
export function localMidnight(y: number, m: number, d: number): Date {
  const target = Date.UTC(y, m - 1, d);
  // Start from UTC midnight, then move by the zone's offset at that moment (twice, across a change).
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const l = local(new Date(guess));
    const seen = Date.UTC(l.y, l.m - 1, l.d, l.h, l.min);
    guess += target - seen;
  }
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of this kind an instant falls in. */
export function periodOf(kind: PeriodKind, at: Date): Period {
  const { y, m, d } = local(at);
  if (kind === 'monthly')
    return { key: `M${y}-${pad(m)}`, kind, closesAt: localMidnight(y, m + 1, 1), year: y, month: m };
  if (kind === 'fortnightly') {
    const first = d <= 15;
    return {
      key: `Q${y}-${pad(m)}-${first ? 1 : 2}`,
      kind,
      closesAt: first ? localMidnight(y, m, 16) : localMidnight(y, m + 1, 1),
      year: y,
      month: m,
    };
  }
  // Weeks run Monday to Sunday.
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const monday = new Date(Date.UTC(y, m - 1, d - ((weekday + 6) % 7)));
  const my = monday.getUTCFullYear();
  const mm = monday.getUTCMonth() + 1;
  const md = monday.getUTCDate();
  return {
    key: `W${my}-${pad(mm)}-${pad(md)}`,
    kind,
    closesAt: localMidnight(my, mm, md + 7),
    year: my,
    month: mm,
  };
}
