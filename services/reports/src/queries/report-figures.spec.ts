import { documentsOf, monthsOf } from './report-figures';

describe('documentsOf', () => {
  it('reads whole months from their month documents and the ends day by day', () => {
    const ids = documentsOf('2026-01-30', '2026-04-02', '2026-11-25').map((d) => d.id);
    expect(ids).toEqual(['D2026-01-30', 'D2026-01-31', 'M2026-02', 'M2026-03', 'D2026-04-01', 'D2026-04-02']);
  });
  it('takes the current month whole when the period reaches today (no later day has figures)', () => {
    expect(documentsOf('2026-11-01', '2026-11-25', '2026-11-25').map((d) => d.id)).toEqual(['M2026-11']);
    expect(documentsOf('2026-11-02', '2026-11-25', '2026-11-25')).toHaveLength(24);
  });
  it('knows leap years and the turn of the year', () => {
    expect(documentsOf('2028-02-01', '2028-02-29', '2028-12-01').map((d) => d.id)).toEqual(['M2028-02']);
    expect(monthsOf('2026-12-15', '2027-01-10')).toEqual(['2026-12', '2027-01']);
  });
});
