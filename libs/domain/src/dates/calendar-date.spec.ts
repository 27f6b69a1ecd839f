import { addCalendarDays, dayOfWeek, formatIsoDate, isIsoDate, isoDateParts } from './calendar-date';

describe('calendar dates', () => {
  it('recognises real dates in YYYY-MM-DD form', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });

  it('refuses impossible dates and other shapes', () => {
    for (const value of [
      '2025-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '05/01/2024',
      '',
      20240101,
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });

  it('splits a date into parts and throws on an invalid one', () => {
    expect(isoDateParts('2024-05-01')).toEqual({ year: 2024, month: 5, day: 1 });
    expect(() => isoDateParts('2024-02-30')).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('refuses a fractional number of days', () => {
    expect(() => addCalendarDays('2025-01-01', 1.5)).toThrow(RangeError);
  });

  it('gives the day of the week, Sunday = 0', () => {
    expect(dayOfWeek('2025-03-16')).toBe(0);
    expect(dayOfWeek('2025-03-15')).toBe(6);
    expect(dayOfWeek('2025-03-17')).toBe(1);
  });

  it('formats a calendar date as DD/MM/YYYY', () => {
    expect(formatIsoDate('2024-05-01')).toBe('01/05/2024');
  });
});
