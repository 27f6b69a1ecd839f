import {
  canPayWithWallet,
  filterMovements,
  isCounted,
  isExpense,
  isIncome,
  movementBadge,
  movementLabel,
  walletBalance,
  walletSummary,
} from './movements';

const shipment = { number_guide: '1234567890', carrier: 'DHL' };
const topUp = { type: 'Abono', amount: 50000, status: true };
const adminTopUp = { type: 'Abono', amount: 10000, status: true, shipment: null };
const pendingTopUp = { type: 'Abono', amount: 20000, status: false };
const charge = { type: 'Cargo', amount: -18999, status: true, shipment };
const overweight = { type: 'Pago sobrepeso', amount: -5000, status: true, shipment };
const refundOnShipment = { type: 'Abono', amount: 18999, status: true, shipment };
const pendingCharge = { type: 'Cargo', amount: -3000, status: false, shipment };

describe('isIncome / isExpense', () => {
  it('counts a movement without a shipment as income', () => {
    expect(isIncome(topUp)).toBe(true);
    expect(isIncome(adminTopUp)).toBe(true);
    expect(isIncome({ type: 'Cargo', amount: -1, status: true })).toBe(true);
  });

  it("counts a movement of type 'Abono' as income even with a shipment", () => {
    expect(isIncome(refundOnShipment)).toBe(true);
  });

  it('counts any other movement with a shipment as expense', () => {
    expect(isExpense(charge)).toBe(true);
    expect(isExpense(overweight)).toBe(true);
    expect(isIncome(charge)).toBe(false);
  });

  it("compares the type 'Abono' exactly", () => {
    expect(isIncome({ type: 'abono', amount: 1, status: true, shipment })).toBe(false);
  });
});

describe('isCounted', () => {
  it('counts status true and 1, not false or 0', () => {
    expect(isCounted({ amount: 1, status: true })).toBe(true);
    expect(isCounted({ amount: 1, status: 1 })).toBe(true);
    expect(isCounted({ amount: 1, status: false })).toBe(false);
    expect(isCounted({ amount: 1, status: 0 })).toBe(false);
  });
});

describe('walletBalance', () => {
  it('sums only movements with status true', () => {
    const all = [topUp, adminTopUp, pendingTopUp, charge, overweight, refundOnShipment, pendingCharge];
    expect(walletBalance(all)).toBe(50000 + 10000 - 18999 - 5000 + 18999);
  });

  it('is 0 without movements', () => {
    expect(walletBalance([])).toBe(0);
  });

  it('throws on amounts that are not integer centavos', () => {
    expect(() => walletBalance([{ amount: 10.5, status: true }])).toThrow(TypeError);
  });

  it('ignores a bad amount on a pending movement', () => {
    expect(
      walletBalance([
        { amount: 100, status: true },
        { amount: 0.5, status: false },
      ]),
    ).toBe(100);
  });
});

describe('walletSummary', () => {
  it('splits counted movements into income and expenses and sums pending ones apart', () => {
    const summary = walletSummary([topUp, pendingTopUp, charge, overweight, refundOnShipment, pendingCharge]);
    expect(summary).toEqual({
      balanceCentavos: 50000 - 18999 - 5000 + 18999,
      incomeCentavos: 50000 + 18999,
      expensesCentavos: -18999 - 5000,
      pendingCentavos: 20000 - 3000,
    });
    expect(summary.incomeCentavos + summary.expensesCentavos).toBe(summary.balanceCentavos);
  });
});

describe('filterMovements', () => {
  const all = [topUp, charge, refundOnShipment, overweight];

  it('keeps all, only income or only expenses', () => {
    expect(filterMovements(all, 'all')).toEqual(all);
    expect(filterMovements(all, 'income')).toEqual([topUp, refundOnShipment]);
    expect(filterMovements(all, 'expense')).toEqual([charge, overweight]);
  });

  it('returns a new list', () => {
    expect(filterMovements(all, 'all')).not.toBe(all);
  });
});

describe('movementLabel and movementBadge', () => {
  it("labels income 'Abono', expense 'Cargo' and overweight payments by their type", () => {
    expect(movementLabel(topUp)).toBe('Abono');
    expect(movementLabel(charge)).toBe('Cargo');
    expect(movementLabel(overweight)).toBe('Pago sobrepeso');
  });

  it("shows 'Pagado' for counted and 'Pendiente' for pending movements", () => {
    expect(movementBadge(topUp)).toBe('Pagado');
    expect(movementBadge(pendingTopUp)).toBe('Pendiente');
  });
});

describe('canPayWithWallet', () => {
  it('allows paying when the balance equals or exceeds the total', () => {
    expect(canPayWithWallet(10000, 10000)).toBe(true);
    expect(canPayWithWallet(10001, 10000)).toBe(true);
  });

  it('refuses when the balance is one centavo short', () => {
    expect(canPayWithWallet(9999, 10000)).toBe(false);
  });

  it('throws on amounts that are not integer centavos', () => {
    expect(() => canPayWithWallet(100.5, 100)).toThrow(TypeError);
  });
});
