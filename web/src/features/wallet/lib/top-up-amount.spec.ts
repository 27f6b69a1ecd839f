import { formatAmountText, TopUpAmountSchema } from './top-up-amount';

describe('TopUpAmountSchema', () => {
  it('reads the amount in centavos after stripping everything but digits and the first dot', () => {
    expect(TopUpAmountSchema.parse('250.50')).toBe(25050);
    expect(TopUpAmountSchema.parse('$1,250.5')).toBe(125050);
    expect(TopUpAmountSchema.parse('1.2.3')).toBe(123);
  });

  it('takes what is not a number as 0, which is refused', () => {
    for (const text of ['', 'abc', '.']) {
      expect(TopUpAmountSchema.safeParse(text).error?.issues[0].message).toBe(
        'El monto debe ser mayor que cero.',
      );
    }
  });

  it('refuses more than two decimals and more than the maximum', () => {
    expect(TopUpAmountSchema.safeParse('10.555').error?.issues[0].message).toBe(
      'El monto admite como máximo dos decimales.',
    );
    expect(TopUpAmountSchema.safeParse('100000.01').error?.issues[0].message).toMatch(
      /^El monto máximo es de/,
    );
    expect(TopUpAmountSchema.parse('100000')).toBe(10_000_000);
  });
});

describe('formatAmountText', () => {
  it('shows the amount as MXN currency, and nothing for an empty field', () => {
    expect(formatAmountText('1250.5')).toBe('$1,250.50');
    expect(formatAmountText('abc')).toBe('$0.00');
    expect(formatAmountText('')).toBe('');
  });
});
