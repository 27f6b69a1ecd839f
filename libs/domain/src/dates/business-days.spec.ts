import { addBusinessDays, estimateDeliveryDate, isBusinessDay } from './business-days';

describe('isBusinessDay', () => {
  it('counts Monday to Saturday', () => {
    expect(isBusinessDay('2025-06-02')).toBe(true); // Monday
    expect(isBusinessDay('2025-06-07')).toBe(true); // Saturday
  });

  it('skips Sundays and statutory holidays', () => {
    expect(isBusinessDay('2025-06-08')).toBe(false); // Sunday
    expect(isBusinessDay('2025-12-25')).toBe(false); // Thursday, Navidad
  });
});

describe('addBusinessDays', () => {
  it('counts from the day after the start', () => {
    expect(addBusinessDays('2025-06-02', 1)).toBe('2025-06-03');
    expect(addBusinessDays('2025-06-02', 3)).toBe('2025-06-05');
  });

  it('delivers on Saturday', () => {
    expect(addBusinessDays('2025-06-06', 1)).toBe('2025-06-07');
  });

  it('skips a Sunday', () => {
    expect(addBusinessDays('2025-06-07', 1)).toBe('2025-06-09');
  });

  it('skips Christmas', () => {
    expect(addBusinessDays('2025-12-24', 1)).toBe('2025-12-26');
  });

  it('skips a Sunday followed by a holiday Monday (Natalicio de Benito Juárez)', () => {
    expect(addBusinessDays('2025-03-15', 1)).toBe('2025-03-18');
  });

  it('skips New Year across the year boundary', () => {
    expect(addBusinessDays('2025-12-31', 1)).toBe('2026-01-02');
  });

  it('skips the inauguration day of 2024', () => {
    expect(addBusinessDays('2024-09-28', 1)).toBe('2024-09-30');
    expect(addBusinessDays('2024-09-28', 2)).toBe('2024-10-02');
  });

  it('keeps a business day for 0 days and moves a Sunday or holiday to the next business day', () => {
    expect(addBusinessDays('2025-06-02', 0)).toBe('2025-06-02');
    expect(addBusinessDays('2025-06-08', 0)).toBe('2025-06-09');
    expect(addBusinessDays('2025-03-16', 0)).toBe('2025-03-18');
  });

  it('counts from a Sunday start the same as from the Saturday before', () => {
    expect(addBusinessDays('2025-06-08', 1)).toBe('2025-06-09');
  });

  it('refuses negative or fractional days', () => {
    expect(() => addBusinessDays('2025-06-02', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-06-02', 1.5)).toThrow(RangeError);
  });
});

describe('estimateDeliveryDate', () => {
  it('starts from the Mexico City calendar day of the shipment, not the UTC day', () => {
    // 2025-03-15 03:00 UTC is Friday 2025-03-14 21:00 in Mexico City: one day later is Saturday.
    expect(estimateDeliveryDate('2025-03-15T03:00:00Z', 1)).toBe('2025-03-15');
    // From Saturday morning the next business day is Tuesday (Sunday, then the March holiday).
    expect(estimateDeliveryDate('2025-03-15T15:00:00Z', 1)).toBe('2025-03-18');
  });

  it('adds several transit days', () => {
    expect(estimateDeliveryDate(new Date('2025-12-22T18:00:00Z'), 3)).toBe('2025-12-26');
  });
});
