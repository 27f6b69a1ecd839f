import {
  isValidRfc,
  rfcCheckDigit,
  rfcPersonType,
  rfcProblem,
  RFC_EXTRANJERO,
  RFC_PUBLICO_EN_GENERAL,
} from './rfc';

// SAT's published test taxpayers (the CSD/FIEL kit PACs hand out for their sandboxes).
const SAT_TEST_RFCS = [
  'EKU9003173C9',
  'XIA190128J61',
  'IIA040805DZ4',
  'IVD920810GU2',
  'H&E951128469',
  'HAÑ930228SM9',
  'CACX7605101P8',
  'FUNK671228PH6',
  'XIQB891116QE4',
  'RAHP7112093H0',
  'MISC491214B86',
];

describe('rfc', () => {
  it.each(SAT_TEST_RFCS)('accepts SAT test RFC %s, check digit included', (rfc) => {
    expect(rfcProblem(rfc)).toBeNull();
    expect(isValidRfc(rfc)).toBe(true);
  });

  it('computes the módulo 11 check digit, padding a moral to 12 with a space', () => {
    // " EKU9003173C": 37·13 + 14·12 + 20·11 + 31·10 + 9·9 + 3·6 + 1·5 + 7·4 + 3·3 + 12·2 = 1344;
    // 1344 mod 11 = 2, 11 − 2 = 9.
    expect(rfcCheckDigit('EKU9003173C')).toBe('9');
    expect(rfcCheckDigit('CACX7605101P')).toBe('8');
  });

  it('writes 10 as "A" and 11 as "0"', () => {
    expect(rfcCheckDigit('AAQM610917QJ')).toBe('A');
    expect(isValidRfc('AAQM610917QJA')).toBe(true);
    expect(rfcCheckDigit('ICV060329BY')).toBe('0');
    expect(isValidRfc('ICV060329BY0')).toBe(true);
  });

  it('accepts the generic RFCs whatever their check digit says', () => {
    expect(isValidRfc(RFC_PUBLICO_EN_GENERAL)).toBe(true);
    expect(isValidRfc(RFC_EXTRANJERO)).toBe(true);
    expect(rfcCheckDigit('XAXX01010100')).not.toBe('0');
  });

  it('normalises case and spaces around', () => {
    expect(isValidRfc('  eku9003173c9 ')).toBe(true);
  });

  it('says which part is wrong', () => {
    expect(rfcProblem('EKU9003173C8')).toBe('check_digit');
    expect(rfcProblem('CACX7605101P9')).toBe('check_digit');
    expect(rfcProblem('EKU900317')).toBe('length');
    expect(rfcProblem('EKU9003173C91X')).toBe('length');
    expect(rfcProblem('E1U9003173C9')).toBe('letters');
    expect(rfcProblem('EKU9013173C9')).toBe('date');
    expect(rfcProblem('EKU9002303C9')).toBe('date');
    expect(rfcProblem('CACX760510-1P8')).toBe('length');
    expect(rfcProblem('CACX7605101-8')).toBe('homoclave');
  });

  it('checks the date part, leap years included', () => {
    const withDigit = (base: string) => base + rfcCheckDigit(base);
    expect(isValidRfc(withDigit('GOMA000229AB'))).toBe(true);
    expect(rfcProblem(withDigit('GOMA010229AB'))).toBe('date');
    expect(rfcProblem(withDigit('GOMA010431AB'))).toBe('date');
    expect(rfcProblem(withDigit('GOMA010100AB'))).toBe('date');
  });

  it('tells persona física (13) from moral (12)', () => {
    expect(rfcPersonType('CACX7605101P8')).toBe('fisica');
    expect(rfcPersonType('EKU9003173C9')).toBe('moral');
    expect(rfcPersonType('HAÑ930228SM9')).toBe('moral');
    expect(rfcPersonType('EKU90')).toBeUndefined();
  });
});
