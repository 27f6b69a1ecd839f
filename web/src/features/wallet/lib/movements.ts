import type { MovementDto } from '@envios/contracts';
import { isCounted, isIncome, OVERWEIGHT_PAYMENT_TYPE, sumCentavos } from '@envios/domain';

/**
 * Income: no shipment or type Abono (section 3); a refund also has a shipment but gives money back,
 * so any positive amount counts as income too.
 */
const isIncomeMovement = (movement: MovementDto) => movement.amount_centavos > 0 || isIncome(movement);

export type MovementFilter = 'all' | 'income' | 'expense';

export function filterMovements(movements: readonly MovementDto[], filter: MovementFilter): MovementDto[] {
  if (filter === 'all') return [...movements];
  return movements.filter((movement) => isIncomeMovement(movement) === (filter === 'income'));
}

export interface WalletTotals {
  /** Ingresos: paid income. */
  incomeCentavos: number;
  /** Gastos: paid expenses, negative (as stored). */
  expensesCentavos: number;
  /** En proceso: movements not yet paid. */
  pendingCentavos: number;
}

export function walletTotals(movements: readonly MovementDto[]): WalletTotals {
  const paid = movements.filter(isCounted);
  const sum = (list: MovementDto[]) => sumCentavos(list.map((movement) => movement.amount_centavos));
  return {
    incomeCentavos: sum(paid.filter(isIncomeMovement)),
    expensesCentavos: sum(paid.filter((movement) => !isIncomeMovement(movement))),
    pendingCentavos: sum(movements.filter((movement) => !isCounted(movement))),
  };
}

/** Row label: the type itself for 'Pago sobrepeso', otherwise Abono (income) or Cargo. */
export function movementLabel(movement: MovementDto): string {
  if (movement.type === OVERWEIGHT_PAYMENT_TYPE) return OVERWEIGHT_PAYMENT_TYPE;
  return isIncomeMovement(movement) ? 'Abono' : 'Cargo';
}

/** A card top-up waiting for its payment: the only movement its owner may delete. */
export const isPendingTopUp = (movement: MovementDto) =>
  !isCounted(movement) && movement.type === 'Abono' && movement.source === 'paypal';

/** An overweight charge waiting to be paid from this wallet ('Pagar sobrepeso'). */
export const isDueOverweight = (movement: MovementDto) =>
  !isCounted(movement) && movement.type === OVERWEIGHT_PAYMENT_TYPE && movement.shipment !== null;
