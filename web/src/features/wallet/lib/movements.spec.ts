import type { MovementDto } from '@envios/contracts';
import { filterMovements, isDueOverweight, isPendingTopUp, movementLabel, walletTotals } from './movements';

const movement = (over: Partial<MovementDto>): MovementDto => ({
  _id: 'm',
  type: 'Abono',
  amount: 0,
  amount_centavos: 0,
  status: true,
  shipment: null,
  numberOfOrder: null,
  source: 'paypal',
  reason: null,
  created_by: null,
  user: 'u',
  created_at: '2026-11-24T10:00:00.000Z',
  ...over,
});
const shipment = { _id: 's', number_guide: '123456789', carrier: 'FEDEX' };

const topUp = movement({ _id: 'a', amount_centavos: 25050 });
const pendingTopUp = movement({ _id: 'p', amount_centavos: 10000, status: false });
const guide = movement({
  _id: 'g',
  type: 'Pago de guía',
  amount_centavos: -15000,
  shipment,
  source: 'wallet',
});
const overweight = movement({ _id: 'o', type: 'Pago sobrepeso', amount_centavos: -2000, shipment });
const refund = movement({ _id: 'r', type: 'Reembolso', amount_centavos: 15000, shipment, source: 'refund' });
const all = [topUp, pendingTopUp, guide, overweight, refund];

describe('wallet movements', () => {
  it('sums paid income, paid expenses and what is still pending', () => {
    expect(walletTotals(all)).toEqual({
      incomeCentavos: 25050 + 15000,
      expensesCentavos: -17000,
      pendingCentavos: 10000,
    });
  });

  it('counts a refund as income although it is tied to a shipment', () => {
    expect(filterMovements(all, 'income').map((m) => m._id)).toEqual(['a', 'p', 'r']);
    expect(filterMovements(all, 'expense').map((m) => m._id)).toEqual(['g', 'o']);
    expect(filterMovements(all, 'all')).toHaveLength(5);
  });

  it('labels Abono, Cargo, or the overweight payment by its type', () => {
    expect(all.map(movementLabel)).toEqual(['Abono', 'Abono', 'Cargo', 'Pago sobrepeso', 'Abono']);
  });

  it('lets a pending top-up be deleted and a pending overweight charge be paid, nothing else', () => {
    const dueCharge = movement({ ...overweight, _id: 'd', status: false });
    const staffCredit = movement({ _id: 'c', amount_centavos: 5000, status: false, source: 'staff' });
    expect([...all, dueCharge, staffCredit].filter(isPendingTopUp).map((m) => m._id)).toEqual(['p']);
    expect([...all, dueCharge, staffCredit].filter(isDueOverweight).map((m) => m._id)).toEqual(['d']);
  });
});
