import { formatExpiry, groupClabe, groupReference, OxxoAmountSchema } from './spei-oxxo';

describe('OxxoAmountSchema', () => {
  it("reads the amount in centavos within OXXO's limits", () => {
    expect(OxxoAmountSchema.parse('10')).toBe(1_000);
    expect(OxxoAmountSchema.parse('$1,250.50')).toBe(125_050);
    expect(OxxoAmountSchema.parse('10000')).toBe(1_000_000);
  });

  it('refuses less than $10.00, more than $10,000.00 and more than two decimals, in Spanish', () => {
    const message = (text: string) => OxxoAmountSchema.safeParse(text).error?.issues[0].message;
    expect(message('9.99')).toBe('El monto mínimo para pagar en OXXO es de $10.00 MXN.');
    expect(message('')).toBe('El monto mínimo para pagar en OXXO es de $10.00 MXN.');
    expect(message('10000.01')).toBe('El monto máximo para pagar en OXXO es de $10,000.00 MXN.');
    expect(message('10.555')).toBe('El monto admite como máximo dos decimales.');
  });
});

describe('voucher and CLABE texts', () => {
  it('groups a CLABE as bank, branch, account and check digit; anything else stays as it is', () => {
    expect(groupClabe('646180157000000004')).toBe('646 180 15700000000 4');
    expect(groupClabe('12345')).toBe('12345');
  });

  it('groups a reference in fours', () => {
    expect(groupReference('93000012345678901234')).toBe('9300 0012 3456 7890 1234');
    expect(groupReference('123456789')).toBe('1234 5678 9');
  });

  it("shows the expiry in Spanish on Mexico City's clock", () => {
    // 05:59 UTC is 23:59 of the day before in Mexico City (UTC-6, no daylight saving time).
    expect(formatExpiry('2026-12-02T05:59:00.000Z')).toBe('martes, 1 de diciembre de 2026, 23:59');
  });
});
