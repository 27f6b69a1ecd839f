import { defineErrors } from './common.errors';

/** The wallet area: the monedero ledger, top-ups, payments of shipments and refunds. */
export const WalletErrors = defineErrors({
  movementNotFound: { status: 404, code: 'PREPAID.NOT_FOUND', message: 'El movimiento no existe.' },
  /** A wallet (ledger, balance) of someone outside the caller's reach. */
  outOfScope: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'No puedes consultar ni mover el monedero de esta cuenta.',
  },
  /** Only a pending top-up can be deleted (a paid movement is history). */
  movementNotPending: {
    status: 409,
    code: 'PREPAID.NOT_PENDING',
    message: 'Solo se puede eliminar un abono pendiente.',
  },
  /** A pending overweight charge is paid ('Pagar sobrepeso'), never deleted by its customer. */
  overweightChargeNotDeletable: {
    status: 409,
    code: 'PREPAID.CHARGE_NOT_DELETABLE',
    message:
      'Un cargo de sobrepeso no se puede eliminar: el envío queda retenido hasta que se pague. Págalo desde tu monedero con «Pagar sobrepeso».',
  },
  /** The top-up's card payment has not been captured yet (execute before capture). */
  topUpNotCaptured: {
    status: 409,
    code: 'PREPAID.NOT_CAPTURED',
    message: 'El pago con tarjeta de este abono aún no se ha completado.',
  },
  orderNotFound: { status: 404, code: 'PAYPAL.ORDER_NOT_FOUND', message: 'La orden de pago no existe.' },
  /** PayPal: the card was declined; the buyer may pick another one (actions.restart()). */
  instrumentDeclined: {
    status: 422,
    code: 'PAYPAL.INSTRUMENT_DECLINED',
    message: 'La tarjeta fue rechazada. Intenta con otra forma de pago.',
  },
  orderNotApproved: {
    status: 422,
    code: 'PAYPAL.ORDER_NOT_APPROVED',
    message: 'El pago aún no ha sido aprobado por el comprador.',
  },
  /** The capture did not complete (refused, denied): nothing was charged. */
  captureFailed: {
    status: 422,
    code: 'PAYPAL.CAPTURE_FAILED',
    message: 'No se pudo completar el cobro con tarjeta. No se realizó ningún cargo.',
  },
  paypalUnavailable: {
    status: 503,
    code: 'PAYPAL.UNAVAILABLE',
    message: 'El servicio de pagos con tarjeta no está disponible. Intenta nuevamente en unos minutos.',
  },
  webhookInvalid: {
    status: 400,
    code: 'PAYPAL.WEBHOOK_INVALID',
    message: 'La notificación de PayPal no es válida.',
  },
  stripeWebhookInvalid: {
    status: 400,
    code: 'STRIPE.WEBHOOK_INVALID',
    message: 'La notificación de Stripe no es válida.',
  },
  /** Stripe (SPEI account, OXXO voucher) did not answer, or answered 5xx: nothing was made. */
  stripeUnavailable: {
    status: 503,
    code: 'STRIPE.UNAVAILABLE',
    message: 'El servicio de pagos por SPEI y OXXO no está disponible. Intenta nuevamente en unos minutos.',
  },
  /** An OXXO voucher that does not exist or is not the caller's. */
  oxxoVoucherNotFound: { status: 404, code: 'OXXO.NOT_FOUND', message: 'La ficha de pago OXXO no existe.' },
  /** The same Idempotency-Key with another amount. */
  oxxoKeyReused: {
    status: 422,
    code: 'OXXO.IDEMPOTENCY_KEY_REUSED',
    message: 'Esta clave de idempotencia ya se usó para una ficha OXXO por otro monto.',
  },
  /** Paying: one of the shipments does not exist or is not the caller's to pay. */
  shipmentNotFound: { status: 404, code: 'SHIPMENT.NOT_FOUND', message: 'El envío no existe.' },
  /** Paying: shipments already charged (paid, or paid and refunded since). */
  alreadyPaid: {
    status: 409,
    code: 'PAYMENT.ALREADY_PAID',
    message: (count: number) =>
      count === 1
        ? 'Uno de los envíos ya está pagado. No se cobró nada.'
        : `${count} de los envíos ya están pagados. No se cobró nada.`,
  },
  /**
   * Paying: another payment holds the shipments right now (it ends, or its claim is given back,
   * within the payment lease). The body's `details` carry `retryAfterSeconds` (the BFF's Retry-After).
   */
  paymentInProgress: {
    status: 409,
    code: 'PAYMENT.IN_PROGRESS',
    message: (count: number) =>
      count === 1
        ? 'El pago de este envío está en curso; intenta de nuevo en unos segundos. No se cobró nada.'
        : `El pago de ${count} de los envíos está en curso; intenta de nuevo en unos segundos. No se cobró nada.`,
  },
  insufficientBalance: {
    status: 409,
    code: 'WALLET.INSUFFICIENT_BALANCE',
    message: 'Saldo insuficiente en el monedero para pagar el total. Recarga saldo o paga con tarjeta.',
  },
  /** Paying an overweight charge: the wallet it is on does not cover it (nothing was charged). */
  overweightInsufficientBalance: {
    status: 409,
    code: 'WALLET.INSUFFICIENT_BALANCE',
    message:
      'El saldo del monedero no alcanza para pagar el sobrepeso de este envío. No se cobró nada: recarga saldo y vuelve a intentarlo.',
  },
  noOverweightDue: {
    status: 409,
    code: 'OVERWEIGHT.NOT_DUE',
    message: 'Este envío no tiene un sobrepeso pendiente de pago.',
  },
  /** The payment could not finish while it held its shipments: nothing was charged. */
  paymentTimedOut: {
    status: 503,
    code: 'PAYMENT.TIMED_OUT',
    message: 'El pago tardó demasiado y no se realizó. No se cobró nada; intenta nuevamente.',
  },
  /** The older PayPal flows of section 7 (/paypal/plus, /paypal/payment/execute…) were retired. */
  legacyFlowGone: {
    status: 410,
    code: 'PAYPAL.LEGACY_FLOW_GONE',
    message: (v2: string) => `Este flujo de pago ya no existe. Usa el flujo de PayPal v2 (${v2}).`,
  },
});
