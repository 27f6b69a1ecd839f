import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/**
 * A shipment was paid (from the wallet or by card): shipments marks it paid and makes its label.
 * Published by the wallet, once per shipment; consumers still treat a second delivery as a no-op.
 */
export const ShipmentPaid = defineEvent({
  type: 'ShipmentPaid',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    amountCentavos: z.number().int().nonnegative(),
    method: z.enum(['wallet', 'paypal']),
    /** The payment (wallet debit or card capture) that paid it. */
    paymentId: z.string(),
    paidAt: z.iso.datetime(),
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
  }),
});

/**
 * One payment of one or more shipments, from the wallet or by card (once per payment, beside its
 * ShipmentPaid events): the payment receipt's source.
 */
export const PaymentReceived = defineEvent({
  type: 'PaymentReceived',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    paymentId: z.string(),
    /** Whose wallet paid, or who paid by card. */
    user: z.string(),
    method: z.enum(['wallet', 'paypal']),
    totalCentavos: z.number().int().nonnegative(),
    shipments: z.array(
      z.object({
        shipmentId: z.string(),
        carrier: z.string(),
        serviceName: z.string(),
        amountCentavos: z.number().int().nonnegative(),
      }),
    ),
    paidAt: z.iso.datetime(),
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
    /** Part of a batch's payment: the batch's one e-mail (BatchCompleted) is its receipt. */
    batch: z.string().optional(),
  }),
});

/** A card top-up was captured and credited to the wallet (the 'Abono' movement is paid). */
export const PrepaidExecuted = defineEvent({
  type: 'PrepaidExecuted',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    prepaidId: z.string(),
    user: z.string(),
    amountCentavos: z.number().int().positive(),
    orderId: z.string(),
    executedAt: z.iso.datetime(),
    /** How the top-up was paid; absent on a card top-up (PayPal) from before SPEI and OXXO. */
    method: z.enum(['paypal', 'spei', 'oxxo']).optional(),
  }),
});

/** Staff credited a wallet (POST /prepaid/createPrepaid): who, whom, how much and why. */
export const WalletCredited = defineEvent({
  type: 'WalletCredited',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    movementId: z.string(),
    user: z.string(),
    amountCentavos: z.number().int().positive(),
    creditedBy: z.string(),
    reason: z.string(),
    creditedAt: z.iso.datetime(),
  }),
});

/**
 * A paid shipment's amount went back to the wallet as a 'Reembolso' (its label failed, it was paid
 * twice, or its guide was cancelled). Once per shipment.
 */
export const PaymentRefunded = defineEvent({
  type: 'PaymentRefunded',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    shipmentId: z.string(),
    user: z.string(),
    amountCentavos: z.number().int().positive(),
    reason: z.enum(['guide-failed', 'paid-twice', 'guide-cancelled']),
    movementId: z.string(),
    /** The payment that paid it, and how: a card payment's invoice is re-issued (invoicing). */
    paymentId: z.string().optional(),
    paidBy: z.enum(['wallet', 'paypal']).optional(),
    /** The guide it was for, when it had one (the refund e-mail names it). */
    numberGuide: z.string().nullable().optional(),
    carrier: z.string().optional(),
    refundedAt: z.iso.datetime(),
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
  }),
});

/**
 * A payment left a wallet below the low-balance mark (WALLET_LOW_BALANCE_CENTAVOS): once per fall
 * below it; a credit that lifts the balance over the mark again arms it again.
 */
export const WalletLowBalance = defineEvent({
  type: 'WalletLowBalance',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    user: z.string(),
    balanceCentavos: z.number().int(),
    thresholdCentavos: z.number().int().positive(),
    at: z.iso.datetime(),
  }),
});

/** A shipment's overweight charge was paid: shipments sets `overweight_paid`. */
export const OverweightCharged = defineEvent({
  type: 'OverweightCharged',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    amountCentavos: z.number().int().positive(),
    method: z.enum(['wallet', 'paypal']),
    paymentId: z.string(),
    paidAt: z.iso.datetime(),
  }),
});

/** A card top-up was asked for (POST /prepaid): pending until its capture (PrepaidExecuted). */
export const PrepaidRequested = defineEvent({
  type: 'PrepaidRequested',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    prepaidId: z.string(),
    user: z.string(),
    amountCentavos: z.number().int().positive(),
    requestedAt: z.iso.datetime(),
    /** How it is to be paid (an OXXO voucher is pending until paid); absent on a card top-up (PayPal). */
    method: z.enum(['paypal', 'spei', 'oxxo']).optional(),
  }),
});

/** A pending top-up was removed (its card payment cancelled or failed). */
export const PrepaidCancelled = defineEvent({
  type: 'PrepaidCancelled',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({ prepaidId: z.string(), user: z.string(), cancelledAt: z.iso.datetime() }),
});

/** How money reached us: a card through PayPal, a SPEI transfer, or cash at OXXO. */
export const FundsMethod = z.enum(['paypal', 'spei', 'oxxo']);

/**
 * Money reached us from a customer (once per payment, beside the payment's own events): a top-up by
 * card, SPEI or OXXO, or a card payment of shipments or of an overweight. Wallet payments are not
 * money in (the top-up that filled the wallet was). The invoicing service's source: the sum of a
 * customer's invoices is the sum of these.
 */
export const FundsReceived = defineEvent({
  type: 'FundsReceived',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    /** The payment's id (top-up, card order or provider payment), unique across methods. */
    paymentId: z.string(),
    /** Who paid: the wallet credited, or who paid by card. */
    user: z.string(),
    method: FundsMethod,
    /** What it paid for: the wallet's balance, shipments, or an overweight charge. */
    purpose: z.enum(['top-up', 'shipments', 'overweight']),
    amountCentavos: z.number().int().positive(),
    /** One line per shipment paid (purpose 'shipments' and 'overweight'); one line for a top-up. */
    lines: z
      .array(
        z.object({
          /** The shipment, or null for a top-up. */
          shipmentId: z.string().nullable(),
          description: z.string(),
          amountCentavos: z.number().int().positive(),
        }),
      )
      .min(1),
    /** The provider's own id of the money movement (PayPal capture, Stripe payment or transaction). */
    providerReference: z.string(),
    receivedAt: z.iso.datetime(),
  }),
});

/**
 * An OXXO cash top-up's voucher was made (POST /prepaid/oxxo): identity e-mails its reference,
 * amount and expiry, with the link to the printable voucher. Once per voucher.
 */
export const OxxoVoucherCreated = defineEvent({
  type: 'OxxoVoucherCreated',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    voucherId: z.string(),
    user: z.string(),
    /** OXXO's number: what the cashier keys in or scans. */
    reference: z.string(),
    amountCentavos: z.number().int().positive(),
    expiresAt: z.iso.datetime(),
    hostedVoucherUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
});
