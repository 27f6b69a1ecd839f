import { nextPickupDate, PICKUP_RULES, pickupInstant, pickupRuleBreach } from './pickup-rules';

/** Mexico City is UTC−6 all year: 12:00 local is 18:00Z. */
const at = (iso: string) => new Date(iso);
const estafeta = PICKUP_RULES.ESTAFETA;
// 2026-12-01 is a Tuesday; 2026-12-06 a Sunday.
const window = (date: string, readyTime = '10:00', closeTime = '14:00') => ({ date, readyTime, closeTime });

describe('pickup rules', () => {
  it('reads a day and a time as Mexico City’s instant', () => {
    expect(pickupInstant('2026-12-01', '13:00').toISOString()).toBe('2026-12-01T19:00:00.000Z');
  });

  it('takes a same-day pickup before the carrier’s cut-off and refuses it after', () => {
    expect(pickupRuleBreach(estafeta, window('2026-12-01'), at('2026-12-01T18:59:00Z'))).toBeNull();
    expect(pickupRuleBreach(estafeta, window('2026-12-01'), at('2026-12-01T19:00:00Z'))).toEqual({
      rule: 'same_day_cutoff',
      cutoff: '13:00',
    });
    // The next day is fine at any hour.
    expect(pickupRuleBreach(estafeta, window('2026-12-02'), at('2026-12-01T23:00:00Z'))).toBeNull();
  });

  it('refuses a past day, a day the carrier does not collect, too far ahead, and a bad window', () => {
    const now = at('2026-12-01T15:00:00Z');
    expect(pickupRuleBreach(estafeta, window('2026-11-30'), now)).toEqual({ rule: 'past_date' });
    expect(pickupRuleBreach(estafeta, window('2026-12-06'), now)).toMatchObject({ rule: 'not_a_pickup_day' });
    expect(pickupRuleBreach(PICKUP_RULES.FEDEX, window('2026-12-05'), now)).toMatchObject({
      rule: 'not_a_pickup_day',
    });
    expect(pickupRuleBreach(estafeta, window('2026-12-10'), now)).toEqual({
      rule: 'too_far_ahead',
      maxDaysAhead: 7,
    });
    expect(pickupRuleBreach(estafeta, window('2026-12-02', '14:00', '14:00'), now)).toEqual({
      rule: 'window_order',
    });
    expect(pickupRuleBreach(estafeta, window('2026-12-02', '07:00', '12:00'), now)).toMatchObject({
      rule: 'window_bounds',
    });
    expect(pickupRuleBreach(estafeta, window('2026-12-02', '10:00', '11:00'), now)).toEqual({
      rule: 'window_too_short',
      minutes: 120,
    });
  });

  it('names the first day the carrier would come', () => {
    // Saturday after Estafeta's cut-off: Sunday is not a pickup day, so Monday.
    expect(nextPickupDate(estafeta, at('2026-12-05T20:00:00Z'))).toBe('2026-12-07');
    expect(nextPickupDate(estafeta, at('2026-12-05T15:00:00Z'))).toBe('2026-12-05');
    expect(nextPickupDate(PICKUP_RULES.FEDEX, at('2026-12-05T15:00:00Z'))).toBe('2026-12-07');
  });
});
