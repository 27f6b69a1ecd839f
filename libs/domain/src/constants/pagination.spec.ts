import { PAGE_SIZES, clampPage } from './pagination';

describe('PAGE_SIZES', () => {
  it('shows 10 shipments, addresses and users per page', () => {
    expect(PAGE_SIZES).toEqual({ shipments: 10, addresses: 10, users: 10 });
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..total', () => {
    expect(clampPage(1, 5)).toBe(1);
    expect(clampPage(5, 5)).toBe(5);
  });

  it('stops before page 1 and after the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
  });

  it('treats no pages as a single page', () => {
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(1, NaN)).toBe(1);
  });

  it('drops fractions and non-numbers', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(NaN, 5)).toBe(1);
  });
});
