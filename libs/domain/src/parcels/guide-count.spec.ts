import { GUIDES_PER_ORDER, isValidGuideCount, parseGuideCount, repeatParcels } from './guide-count';

describe('parseGuideCount', () => {
  it('allows 1 to 5 guides per order', () => {
    expect(GUIDES_PER_ORDER).toEqual({ min: 1, max: 5 });
  });

  it.each([1, 2, 3, 4, 5])('accepts the integer %d as is', (count) => {
    expect(parseGuideCount(count)).toBe(count);
  });

  it('rounds up to an integer', () => {
    expect(parseGuideCount(2.1)).toBe(3);
    expect(parseGuideCount(4.2)).toBe(5);
    expect(parseGuideCount(0.2)).toBe(1);
  });

  it('accepts 5 and rejects 6', () => {
    expect(parseGuideCount(5)).toBe(5);
    expect(parseGuideCount(6)).toBeNull();
  });

  it('rejects values that round up past 5', () => {
    expect(parseGuideCount(5.5)).toBeNull();
    expect(parseGuideCount(5.0001)).toBeNull();
  });

  it('rejects zero, negatives and non-numbers', () => {
    for (const value of [0, -0, -1, -0.5, NaN, Infinity, -Infinity]) {
      expect(parseGuideCount(value)).toBeNull();
    }
  });

  it('reads form strings', () => {
    expect(parseGuideCount('3')).toBe(3);
    expect(parseGuideCount(' 2.5 ')).toBe(3);
    expect(parseGuideCount('')).toBeNull();
    expect(parseGuideCount('  ')).toBeNull();
    expect(parseGuideCount('tres')).toBeNull();
    expect(parseGuideCount('6')).toBeNull();
  });

  it('answers validity as a boolean', () => {
    expect(isValidGuideCount(4.2)).toBe(true);
    expect(isValidGuideCount(0)).toBe(false);
  });
});

describe('repeatParcels', () => {
  const a = { weight: 1, depth: 10, width: 10, height: 10 };
  const b = { weight: 2, depth: 20, width: 20, height: 20 };

  it('repeats a single parcel up to cantidadGuias', () => {
    expect(repeatParcels([a], 3)).toEqual([a, a, a]);
  });

  it('cycles through several parcels until the count is reached', () => {
    expect(repeatParcels([a, b], 3)).toEqual([a, b, a]);
    expect(repeatParcels([a, b], 5)).toEqual([a, b, a, b, a]);
  });

  it('defaults to one guide and keeps the list as is', () => {
    expect(repeatParcels([a])).toEqual([a]);
  });

  it('treats counts below 1 or non-numbers as 1', () => {
    expect(repeatParcels([a], 0)).toEqual([a]);
    expect(repeatParcels([a], -3)).toEqual([a]);
    expect(repeatParcels([a], NaN)).toEqual([a]);
  });

  it('rounds a fractional count up', () => {
    expect(repeatParcels([a], 1.2)).toHaveLength(2);
  });

  it('never cuts a list longer than the count', () => {
    expect(repeatParcels([a, b], 1)).toEqual([a, b]);
  });

  it('returns an empty list when there is nothing to repeat', () => {
    expect(repeatParcels([], 3)).toEqual([]);
  });

  it('returns independent copies and leaves the input untouched', () => {
    const input = [a];
    const result = repeatParcels(input, 2);
    result[1].weight = 99;
    expect(result[0].weight).toBe(1);
    expect(input).toEqual([a]);
    expect(result[0]).not.toBe(a);
  });
});
