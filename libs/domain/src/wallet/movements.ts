import { assertCentavos, sumCentavos } from '../money/centavos';

/** The fields of a wallet movement (prepaid) these rules read. Amounts are centavos. */
export interface WalletMovementLike {
  readonly amount: number;
  /** true (or 1, as the quote flow reads it) = paid and counted; false (or 0) = pending. */
  readonly status: boolean | number;
  readonly type?: string | null;
  /** The shipment it pays, when it pays one. */
  readonly shipment?: unknown;
}

export const ABONO_TYPE = 'Abono';
export const OVERWEIGHT_PAYMENT_TYPE = 'Pago sobrepeso';

/** Income: a movement with no shipment, or of type 'Abono' (section 3). The type is compared exactly. */
export function isIncome(movement: WalletMovementLike): boolean {
  return movement.shipment === null || movement.shipment === undefined || movement.type === ABONO_TYPE;
}

export function isExpense(movement: WalletMovementLike): boolean {
  return !isIncome(movement);
}

/** Paid movements (status true or 1) count in the balance; pending ones do not. */
export function isCounted(movement: WalletMovementLike): boolean {
  return movement.status === true || movement.status === 1;
}

/** Wallet balance: sum of the amounts of counted movements, in centavos. */
export function walletBalance(movements: readonly WalletMovementLike[]): number {
  return sumCentavos(movements.filter(isCounted).map((movement) => movement.amount));
}

export interface WalletSummary {
  /** Saldo Total: counted movements. */
  readonly balanceCentavos: number;
  /** Ingresos: counted income movements. */
  readonly incomeCentavos: number;
  /** Gastos: counted expense movements, with their stored sign. */
  readonly expensesCentavos: number;
  /** Pendientes (En proceso): movements not yet counted. */
  readonly pendingCentavos: number;
}

/**
 * The four cards of the wallet screen. The spec does not say how Ingresos and Gastos treat pending
 * movements; here both hold only counted ones, so Ingresos + Gastos = Saldo Total.
 */
export function walletSummary(movements: readonly WalletMovementLike[]): WalletSummary {
  const counted = movements.filter(isCounted);
  return {
    balanceCentavos: sumCentavos(counted.map((m) => m.amount)),
    incomeCentavos: sumCentavos(counted.filter(isIncome).map((m) => m.amount)),
    expensesCentavos: sumCentavos(counted.filter(isExpense).map((m) => m.amount)),
    pendingCentavos: sumCentavos(movements.filter((m) => !isCounted(m)).map((m) => m.amount)),
  };
}

export type MovementFilter = 'all' | 'income' | 'expense';

/** The Todas / Ingresos / Gastos filter of the transaction history. */
export function filterMovements<T extends WalletMovementLike>(
  movements: readonly T[],
  filter: MovementFilter,
): T[] {
  if (filter === 'income') return movements.filter(isIncome);
  if (filter === 'expense') return movements.filter(isExpense);
  return [...movements];
}

/** Row label: the type itself for 'Pago sobrepeso', otherwise 'Abono' for income and 'Cargo' for expense. */
export function movementLabel(movement: WalletMovementLike): string {
  if (movement.type === OVERWEIGHT_PAYMENT_TYPE) return OVERWEIGHT_PAYMENT_TYPE;
  return isIncome(movement) ? 'Abono' : 'Cargo';
}

/** Row badge: 'Pagado' for counted movements, 'Pendiente' otherwise. */
export function movementBadge(movement: WalletMovementLike): 'Pagado' | 'Pendiente' {
  return isCounted(movement) ? 'Pagado' : 'Pendiente';
}

/** The wallet option is offered only when the balance covers the total (section 4). */
export function canPayWithWallet(balanceCentavos: number, totalCentavos: number): boolean {
  assertCentavos(balanceCentavos, 'balanceCentavos');
  assertCentavos(totalCentavos, 'totalCentavos');
  return balanceCentavos >= totalCentavos;
}
