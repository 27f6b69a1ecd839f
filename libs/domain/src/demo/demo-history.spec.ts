import { CARRIER_CODES } from '../constants/carriers';
import { toMexicoCityDate } from '../dates/mexico-city-time';
import { stateOfPostalCode } from '../states';
import { validateParcel } from '../parcels/package-limits';
import { toPackageType } from '../parcels/package-types';
import { DEMO_HISTORY_SHIPMENTS, demoHistory } from './demo-history';

const DAY = 86_400_000;
// A Thursday afternoon in Mexico City, and the same moment a week and a half later (a Sunday).
const anchor = new Date('2026-11-26T19:14:00Z');
const later = new Date(anchor.getTime() + 10 * DAY);

describe('demoHistory', () => {
  const history = demoHistory(anchor);
  const { shipments, topUps } = history;

  it('is the same plan for the same anchor (two first starts at one moment look alike)', () => {
    expect(demoHistory(new Date(anchor))).toEqual(history);
    expect(demoHistory(later)).not.toEqual(history);
  });

  it('spreads a few hundred shipments over six months before the anchor, every month and the last days busy', () => {
    expect(shipments).toHaveLength(DEMO_HISTORY_SHIPMENTS);
    const first = shipments[0].createdAt.getTime();
    expect(anchor.getTime() - first).toBeGreaterThan(175 * DAY);
    expect(anchor.getTime() - first).toBeLessThan(184 * DAY);
    for (const plan of [history, demoHistory(later)]) {
      const end = plan.anchor.getTime();
      const byMonth = new Map<string, number>();
      for (const s of plan.shipments) {
        const month = toMexicoCityDate(s.createdAt).slice(0, 7);
        byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
        expect(s.createdAt.getTime()).toBeLessThan(end);
        if (s.paidAt) expect(s.paidAt.getTime()).toBeLessThan(end);
        if (s.overweight) expect(s.overweight.registeredAt.getTime()).toBeLessThan(end);
      }
      // The five whole months before the anchor's each have their share; the business grows.
      const months = [...byMonth.values()].slice(1, -1);
      expect(months.every((n) => n >= 20)).toBe(true);
      expect(months[months.length - 1]).toBeGreaterThan(months[0]);
      // Parcels still on their way when the portal first starts (a story takes two to four days).
      expect(
        plan.shipments.filter((s) => s.labelAt && end - s.labelAt.getTime() < 3 * DAY).length,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps every instant a service finds its records by distinct, and each life in order', () => {
    expect(new Set(shipments.map((s) => s.createdAt.getTime())).size).toBe(shipments.length);
    const labels = shipments.filter((s) => s.labelAt).map((s) => s.labelAt!.getTime());
    expect(new Set(labels).size).toBe(labels.length);
    for (const s of shipments) {
      if (!s.paidAt) continue;
      expect(s.paidAt.getTime()).toBeGreaterThan(s.createdAt.getTime());
      expect(s.labelAt!.getTime()).toBeGreaterThan(s.paidAt.getTime());
    }
    expect(topUps.every((t, i) => i === 0 || t.at >= topUps[i - 1].at)).toBe(true);
    expect(topUps[0].at.getTime()).toBeLessThan(shipments[0].createdAt.getTime());
  });

  it('ships from every account to most states with every carrier, type and story, with valid parcels', () => {
    expect(new Set(shipments.map((s) => s.account)).size).toBe(4);
    expect(
      new Set(shipments.map((s) => stateOfPostalCode(s.destination.postal_code)?.abbreviation)).size,
    ).toBeGreaterThanOrEqual(25);
    expect(new Set(shipments.map((s) => s.carriers[0]))).toEqual(new Set(CARRIER_CODES));
    expect(new Set(shipments.map((s) => s.type))).toEqual(new Set(['box', 'document', 'tarima']));
    const stories = shipments.map((s) => s.scenario);
    expect(stories.filter((x) => x === 'normal').length / stories.length).toBeGreaterThan(0.8);
    expect(stories).toContain('failedAttempt');
    expect(stories).toContain('returned');
    for (const s of shipments)
      for (const parcel of s.parcels) expect(validateParcel(toPackageType(s.type), parcel)).toEqual([]);
  });

  it('leaves a few unpaid, cancels one guide of the client, and has one overweight paid and one pending', () => {
    expect(shipments.filter((s) => !s.paidAt)).toHaveLength(3);
    const cancelled = shipments.filter((s) => s.cancelled);
    expect(cancelled).toHaveLength(1);
    // Still cancellable when the seed runs: paid within the last week.
    expect(anchor.getTime() - cancelled[0].paidAt!.getTime()).toBeLessThan(6 * DAY);
    const overweights = shipments.filter((s) => s.overweight);
    expect(overweights.map((s) => s.overweight!.paidAt !== null).sort()).toEqual([false, true]);
    expect(overweights.every((s) => s.account === 'cliente' || s.account === 'operativo')).toBe(true);
    expect(new Set(topUps.map((t) => `${t.payer} ${t.kind}`))).toEqual(
      new Set(['cliente card', 'cliente credit', 'compras card', 'compras credit']),
    );
  });
});
