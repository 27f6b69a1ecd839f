import {
  DATE_TIME_FORMAT,
  DST_ABOLISHED_AT,
  MEXICO_CITY_TIME_ZONE,
  formatDate,
  formatDateTime,
  mexicoCityDayRange,
  mexicoCityOffsetMinutes,
  parseDateTime,
  startOfMexicoCityDay,
  toInstant,
  toMexicoCityDate,
} from './mexico-city-time';

describe('formatDateTime', () => {
  it('uses the product format DD/MM/YYYY HH:mm:ss', () => {
    expect(DATE_TIME_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
  });

  it('shows Mexico City time, UTC−6', () => {
    expect(formatDateTime('2024-05-01T16:30:05.000Z')).toBe('01/05/2024 10:30:05');
  });

  it('stays at UTC−6 in summer since daylight saving time was abolished', () => {
    expect(formatDateTime('2024-07-01T12:00:00Z')).toBe('01/07/2024 06:00:00');
    expect(formatDateTime('2023-04-02T12:00:00Z')).toBe('02/04/2023 06:00:00');
  });

  it('shows summer time (UTC−5) for summers before the abolition', () => {
    expect(formatDateTime('2022-07-01T12:00:00Z')).toBe('01/07/2022 07:00:00');
    expect(formatDateTime('2021-01-15T12:00:00Z')).toBe('15/01/2021 06:00:00');
  });

  it('switches to UTC−6 exactly at the last change, 2022-10-30 07:00 UTC', () => {
    expect(formatDateTime('2022-10-30T06:59:59Z')).toBe('30/10/2022 01:59:59');
    expect(formatDateTime('2022-10-30T07:00:00Z')).toBe('30/10/2022 01:00:00');
    expect(DST_ABOLISHED_AT).toBe(Date.parse('2022-10-30T07:00:00Z'));
  });

  it('moves to the previous calendar day before 06:00 UTC', () => {
    expect(formatDateTime('2024-01-01T05:59:59Z')).toBe('31/12/2023 23:59:59');
    expect(formatDateTime('2024-01-01T06:00:00Z')).toBe('01/01/2024 00:00:00');
  });

  it('reads a Date, epoch milliseconds and an ISO string with an offset alike', () => {
    const ms = Date.parse('2024-05-01T16:30:05Z');
    expect(formatDateTime(new Date(ms))).toBe('01/05/2024 10:30:05');
    expect(formatDateTime(ms)).toBe('01/05/2024 10:30:05');
    expect(formatDateTime('2024-05-01T10:30:05-06:00')).toBe('01/05/2024 10:30:05');
    expect(formatDateTime('2024-05-01T18:30:05+02:00')).toBe('01/05/2024 10:30:05');
  });
});

describe('the fixed UTC−6 offset', () => {
  it('agrees with the runtime time-zone data for instants after the abolition', () => {
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: MEXICO_CITY_TIME_ZONE,
      timeZoneName: 'longOffset',
    });
    for (const iso of [
      '2022-11-15T12:00:00Z',
      '2023-06-01T12:00:00Z',
      '2024-04-07T12:00:00Z',
      '2025-08-01T12:00:00Z',
    ]) {
      expect(zone.format(new Date(iso))).toMatch(/GMT-06:00$/);
      expect(mexicoCityOffsetMinutes(iso)).toBe(-360);
    }
  });

  it('reads earlier offsets from the time-zone data', () => {
    expect(mexicoCityOffsetMinutes('2022-07-01T12:00:00Z')).toBe(-300);
    expect(mexicoCityOffsetMinutes('2022-01-01T12:00:00Z')).toBe(-360);
  });
});

describe('toInstant', () => {
  it('refuses ISO strings without a zone, which JavaScript would read in the local zone', () => {
    expect(() => toInstant('2024-05-01T10:00:00')).toThrow(RangeError);
    expect(() => toInstant('2024-05-01')).toThrow(RangeError);
  });

  it('refuses invalid dates', () => {
    expect(() => toInstant('not a date')).toThrow(RangeError);
    expect(() => toInstant(new Date(NaN))).toThrow(RangeError);
    expect(() => toInstant(NaN)).toThrow(RangeError);
    expect(() => toInstant('2024-13-01T00:00:00Z')).toThrow(RangeError);
  });

  it('returns a copy of a Date', () => {
    const date = new Date('2024-05-01T00:00:00Z');
    expect(toInstant(date)).not.toBe(date);
    expect(toInstant(date).getTime()).toBe(date.getTime());
  });
});

describe('formatDate and toMexicoCityDate', () => {
  it('give the Mexico City calendar day', () => {
    expect(formatDate('2024-05-02T03:00:00Z')).toBe('01/05/2024');
    expect(toMexicoCityDate('2024-05-02T03:00:00Z')).toBe('2024-05-01');
    expect(toMexicoCityDate('2024-05-02T06:00:00Z')).toBe('2024-05-02');
  });
});

describe('parseDateTime', () => {
  it('reads DD/MM/YYYY HH:mm:ss as Mexico City time', () => {
    expect(parseDateTime('01/05/2024 10:30:05')?.toISOString()).toBe('2024-05-01T16:30:05.000Z');
  });

  it('reads DD/MM/YYYY as the start of that day', () => {
    expect(parseDateTime('01/05/2024')?.toISOString()).toBe('2024-05-01T06:00:00.000Z');
  });

  it('reads summer wall times before the abolition with the summer offset', () => {
    expect(parseDateTime('01/07/2022 07:00:00')?.toISOString()).toBe('2022-07-01T12:00:00.000Z');
  });

  it('round-trips with formatDateTime', () => {
    for (const iso of ['2024-05-01T16:30:05.000Z', '2022-07-01T12:00:00.000Z', '2023-12-31T23:59:59.000Z']) {
      expect(parseDateTime(formatDateTime(iso))?.toISOString()).toBe(iso);
    }
  });

  it('returns null for impossible dates and times', () => {
    for (const text of [
      '31/02/2024 10:00:00',
      '00/05/2024',
      '01/13/2024',
      '01/05/2024 24:00:00',
      '01/05/2024 10:60:00',
    ]) {
      expect(parseDateTime(text)).toBeNull();
    }
  });

  it('returns null for other shapes', () => {
    for (const text of ['2024-05-01', '1/5/2024', '01/05/2024 10:30', '', 'ayer']) {
      expect(parseDateTime(text)).toBeNull();
    }
  });
});

describe('mexicoCityDayRange', () => {
  it('covers whole Mexico City days, end exclusive', () => {
    const range = mexicoCityDayRange('2024-05-01', '2024-05-31');
    expect(range.start.toISOString()).toBe('2024-05-01T06:00:00.000Z');
    expect(range.endExclusive.toISOString()).toBe('2024-06-01T06:00:00.000Z');
  });

  it('covers one day when from and to are equal', () => {
    const range = mexicoCityDayRange('2024-05-01', '2024-05-01');
    expect(range.endExclusive.getTime() - range.start.getTime()).toBe(24 * 3600 * 1000);
  });

  it('throws when from is after to', () => {
    expect(() => mexicoCityDayRange('2024-05-02', '2024-05-01')).toThrow(RangeError);
  });

  it('starts a summer day before the abolition at 05:00 UTC', () => {
    expect(startOfMexicoCityDay('2022-07-01').toISOString()).toBe('2022-07-01T05:00:00.000Z');
  });
});
