import { localMidnight, periodOf } from './periods';

describe('invoicing periods (America/Mexico_City)', () => {
  it('puts an instant in its local month: 2026-12-01 03:00 UTC is still 30 November there', () => {
    const p = periodOf('monthly', new Date('2026-12-01T03:00:00Z'));
    expect(p).toMatchObject({ key: 'M2026-11', year: 2026, month: 11 });
    expect(p.closesAt.toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('splits a month into 1–15 and 16–end', () => {
    expect(periodOf('fortnightly', new Date('2026-02-15T20:00:00Z'))).toMatchObject({ key: 'Q2026-02-1' });
    const second = periodOf('fortnightly', new Date('2026-02-16T07:00:00Z'));
    expect(second.key).toBe('Q2026-02-2');
    expect(second.closesAt.toISOString()).toBe('2026-03-01T06:00:00.000Z');
  });

  it('runs weeks Monday to Sunday, across a year', () => {
    const w = periodOf('weekly', new Date('2027-01-01T12:00:00Z'));
    expect(w.key).toBe('W2026-12-28');
    expect(w.closesAt.toISOString()).toBe('2027-01-04T06:00:00.000Z');
  });

  it('rolls a 13th month into January', () => {
    expect(localMidnight(2026, 13, 1).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
