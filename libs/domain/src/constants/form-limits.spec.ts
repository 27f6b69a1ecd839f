import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  SIGNUP_PHONE_MAX_LENGTH,
  isPostalSearchTerm,
  isTrackableGuide,
  isValidPasswordLength,
} from './form-limits';

describe('isTrackableGuide', () => {
  it('accepts a guide of 7 characters and rejects 6', () => {
    expect(isTrackableGuide('1234567')).toBe(true);
    expect(isTrackableGuide('123456')).toBe(false);
  });

  it('does not count surrounding spaces', () => {
    expect(isTrackableGuide('  123456  ')).toBe(false);
    expect(isTrackableGuide(' 1234567 ')).toBe(true);
  });

  it('rejects empty or missing guides', () => {
    expect(isTrackableGuide('')).toBe(false);
    expect(isTrackableGuide(null)).toBe(false);
    expect(isTrackableGuide(undefined)).toBe(false);
  });
});

describe('isPostalSearchTerm', () => {
  it('accepts 3 to 7 characters', () => {
    expect(isPostalSearchTerm('064')).toBe(true);
    expect(isPostalSearchTerm('06700')).toBe(true);
    expect(isPostalSearchTerm('0670012')).toBe(true);
  });

  it('rejects 2 and 8 characters', () => {
    expect(isPostalSearchTerm('06')).toBe(false);
    expect(isPostalSearchTerm('06700123')).toBe(false);
  });

  it('trims before counting and rejects missing terms', () => {
    expect(isPostalSearchTerm('  06  ')).toBe(false);
    expect(isPostalSearchTerm(' 064 ')).toBe(true);
    expect(isPostalSearchTerm(null)).toBe(false);
  });
});

describe('isValidPasswordLength', () => {
  it('accepts 4 and 12 characters and rejects 3 and 13', () => {
    expect(isValidPasswordLength('abcd')).toBe(true);
    expect(isValidPasswordLength('abcdefghijkl')).toBe(true);
    expect(isValidPasswordLength('abc')).toBe(false);
    expect(isValidPasswordLength('abcdefghijklm')).toBe(false);
  });

  it('counts spaces as part of the password', () => {
    expect(isValidPasswordLength('ab  ')).toBe(true);
  });
});

describe('account form limits', () => {
  it('match section 9: password 4–12, email 35, names 35, phone 10', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 4, max: 12 });
    expect(EMAIL_MAX_LENGTH).toBe(35);
    expect(NAME_MAX_LENGTH).toBe(35);
    expect(SIGNUP_PHONE_MAX_LENGTH).toBe(10);
  });
});
