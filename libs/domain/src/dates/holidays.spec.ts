import { isStatutoryHoliday, mexicanStatutoryHolidays } from './holidays';

const datesOf = (year: number) => mexicanStatutoryHolidays(year).map((holiday) => holiday.date);

describe('mexicanStatutoryHolidays', () => {
  it('lists the 2025 rest days of LFT art. 74', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-02-03',
      '2025-03-17',
      '2025-05-01',
      '2025-09-16',
      '2025-11-17',
      '2025-12-25',
    ]);
  });

  it('adds October 1 in an inauguration year (2024)', () => {
    expect(datesOf(2024)).toEqual([
      '2024-01-01',
      '2024-02-05',
      '2024-03-18',
      '2024-05-01',
      '2024-09-16',
      '2024-10-01',
      '2024-11-18',
      '2024-12-25',
    ]);
  });

  it('adds October 1 every six years from 2024 and not in between', () => {
    expect(datesOf(2030)).toContain('2030-10-01');
    expect(datesOf(2036)).toContain('2036-10-01');
    for (const year of [2025, 2026, 2027, 2028, 2029, 2031]) {
      expect(datesOf(year)).not.toContain(`${year}-10-01`);
      expect(datesOf(year)).toHaveLength(7);
    }
  });

  it('used December 1 for inaugurations before the 2024 change', () => {
    expect(datesOf(2018)).toContain('2018-12-01');
    expect(datesOf(2012)).toContain('2012-12-01');
    expect(datesOf(2023)).not.toContain('2023-12-01');
    expect(datesOf(2024)).not.toContain('2024-12-01');
  });

  it('finds the first Monday of February and third Mondays of March and November', () => {
    expect(datesOf(2026)).toEqual(expect.arrayContaining(['2026-02-02', '2026-03-16', '2026-11-16']));
    expect(datesOf(2030)).toEqual(expect.arrayContaining(['2030-02-04', '2030-03-18', '2030-11-18']));
  });

  it('names each holiday in Spanish', () => {
    expect(mexicanStatutoryHolidays(2024).find((h) => h.date === '2024-10-01')?.name).toBe(
      'Transmisión del Poder Ejecutivo Federal',
    );
    expect(mexicanStatutoryHolidays(2024)[0]).toEqual({ date: '2024-01-01', name: 'Año Nuevo' });
  });

  it('refuses an invalid year', () => {
    expect(() => mexicanStatutoryHolidays(2024.5)).toThrow(RangeError);
    expect(() => mexicanStatutoryHolidays(0)).toThrow(RangeError);
  });
});

describe('isStatutoryHoliday', () => {
  it('is true on a holiday and false the day before and after', () => {
    expect(isStatutoryHoliday('2025-09-16')).toBe(true);
    expect(isStatutoryHoliday('2025-09-15')).toBe(false);
    expect(isStatutoryHoliday('2025-09-17')).toBe(false);
  });

  it('is false on the fixed date when the Monday rule moves the holiday', () => {
    expect(isStatutoryHoliday('2025-02-05')).toBe(false);
    expect(isStatutoryHoliday('2025-03-21')).toBe(false);
    expect(isStatutoryHoliday('2025-11-20')).toBe(false);
  });
});
