import { z } from 'zod';
import { MAX_BATCH_ROWS } from './batches.api';
import { ObjectIdSchema } from './common.api';

/** Largest single top-up or staff credit, in pesos (a typo guard; PayPal's own limits are higher). */
export const MAX_TOP_UP_PESOS = 100_000;

/**
 * An amount in pesos as the web sends it (a number, at most two decimals), turned into integer
 * centavos. Zero, negative, fractional-centavo and huge amounts are refused.
 */
export const PesosAmountSchema = z
  .number({ error: 'El monto debe ser un número.' })
  .positive('El monto debe ser mayor que cero.')
  .max(MAX_TOP_UP_PESOS, `El monto máximo es de $${MAX_TOP_UP_PESOS.toLocaleString('es-MX')} MXN.`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'El monto admite como máximo dos decimales.')
  .transform((v) => Math.round(v * 100));

/** Pesos (for the API's `amount` fields) from integer centavos. */
export const toPesos = (centavos: number): number => centavos / 100;

export const MOVEMENT_TYPES = ['Abono', 'Pago de guía', 'Pago sobrepeso', 'Reembolso'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** How a movement came to be: a card top-up, a staff credit, a wallet payment, a refund, a SPEI transfer, cash at OXXO. */
export const MOVEMENT_SOURCES = ['paypal', 'staff', 'wallet', 'refund', 'spei', 'oxxo'] as const;

/** A wallet movement (section 3 "Prepaid / wallet movement"). `amount` in pesos, positive is income. */
export const MovementSchema = z.object({
  _id: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  amount: z.number(),
  amount_centavos: z.number().int(),
  /** true: paid, counted in the balance; false: pending ('En proceso'). */
  status: z.boolean(),
  shipment: z
    .object({ _id: z.string(), number_guide: z.string().nullable(), carrier: z.string().nullable() })
    .nullable(),
  /** The card order (PayPal order id) of a top-up. */
  numberOfOrder: z.string().nullable(),
  source: z.enum(MOVEMENT_SOURCES),
  /** Why staff credited it, or why it was refunded. */
  reason: z.string().nullable(),
  /** Who made it (the staff member of a credit; the owner otherwise). */
  created_by: z.string().nullable(),
  user: z.string(),
  created_at: z.iso.datetime(),
});
export type MovementDto = z.infer<typeof MovementSchema>;

/** GET /prepaid?user=: the movements of one wallet, newest first. */
export const MovementsQuerySchema = z.object({ user: ObjectIdSchema });
export const MovementListSchema = z.object({ docs: z.array(MovementSchema) });

/**
 * DELETE /prepaid/{id}: a movement's id as the ledger names it (a top-up's ObjectId, or the
 * `overweight-<shipment>`, `pay-<shipment>`… of the lines an operation makes).
 */
export const MovementIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'Identificador de movimiento inválido.'),
});

export const WalletUserParamsSchema = z.object({ userId: ObjectIdSchema });
/** GET /prepaid/getTotalAmount/{userId}: the sum of the paid movements (pesos, and centavos). */
/** What a refill puts a test balance back at: $10,000.00. */
export const TEST_BALANCE_CENTAVOS = 1_000_000;

export const WalletBalanceSchema = z.object({
  total_amount: z.number(),
  total_centavos: z.number().int(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** Balances of several users at once (the Monedero column of /users). */
export const WalletBalancesQuerySchema = z.object({
  users: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(ObjectIdSchema).max(100)),
});
export const WalletBalancesSchema = z.object({ balances: z.record(z.string(), z.number().int()) });

/** POST /prepaid: a pending card top-up. */
export const CreateTopUpSchema = z.object({ user: ObjectIdSchema, amount: PesosAmountSchema });
export const CreatedTopUpSchema = z.object({ id: z.string() });

/** GET /prepaid/spei: the caller's own CLABE for SPEI transfers, and whom the transfer goes to. */
export const SpeiAccountSchema = z.object({ clabe: z.string(), bank: z.string(), beneficiary: z.string() });

/** OXXO's limits for one voucher (Stripe's): $10.00 to $10,000.00 MXN. */
export const OXXO_MIN_PESOS = 10;
export const OXXO_MAX_PESOS = 10_000;

/** POST /prepaid/oxxo: an OXXO cash top-up of `amount` pesos (centavos after parsing). */
export const OxxoTopUpSchema = z.object({
  amount: z
    .number({ error: 'El monto debe ser un número.' })
    .min(OXXO_MIN_PESOS, 'El monto mínimo para pagar en OXXO es de $10.00 MXN.')
    .max(OXXO_MAX_PESOS, 'El monto máximo para pagar en OXXO es de $10,000.00 MXN.')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'El monto admite como máximo dos decimales.',
    )
    .transform((v) => Math.round(v * 100)),
});
/** The wallet's own route: the amount in centavos and the request's idempotency key, if any. */
export const InternalOxxoTopUpSchema = z.object({
  amount: z
    .number()
    .int()
    .min(OXXO_MIN_PESOS * 100)
    .max(OXXO_MAX_PESOS * 100),
  key: z.string().min(1).max(255).optional(),
});
/** A new OXXO voucher: its reference (OXXO's number), the barcode's value (Code 128), amount in pesos. */
export const OxxoVoucherCreatedSchema = z.object({
  id: z.string(),
  reference: z.string(),
  barcode: z.string(),
  amount: z.number(),
  expires_at: z.iso.datetime(),
});
export const OXXO_VOUCHER_STATUSES = ['pending', 'paid', 'expired', 'review'] as const;
/** GET /prepaid/oxxo/{reference}: what the printable voucher page shows. */
export const OxxoVoucherSchema = z.object({
  reference: z.string(),
  barcode: z.string(),
  amount: z.number(),
  expires_at: z.iso.datetime(),
  status: z.enum(OXXO_VOUCHER_STATUSES),
  hosted_voucher_url: z.string().optional(),
});
export const OxxoReferenceParamsSchema = z.object({
  reference: z.string().regex(/^\d{8,30}$/, 'Referencia OXXO inválida.'),
});

/** POST /prepaid/createPrepaid: a staff credit (section 7), with the reason recorded. */
export const StaffCreditSchema = z.object({
  userId: ObjectIdSchema,
  cantidadAbonar: PesosAmountSchema,
  reason: z.string().trim().min(3, 'Indica el motivo del abono.').max(200).default('Abono administrativo'),
});

/** What the web gives PayPal's buttons (or the local sandbox's approval page) for an order. */
export const PaypalOrderLinkSchema = z.object({ id: z.string(), approve_url: z.string() });
export const OrderIdParamsSchema = z.object({
  orderId: z.string().regex(/^[A-Z0-9-]{5,40}$/i, 'Orden inválida.'),
});
/** GET …/capture-order/{orderId}: the captured order's status. */
export const CaptureResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** The top-up (prepaid id) or the shipments the order paid. */
  prepaid: z.string().nullable(),
  shipments: z.array(z.string()),
});
export const ExecuteResultSchema = z.object({ execute: z.boolean() });

/** POST /payments/many/monedero (section 7): who pays and which shipments. email is informative. */
export const WalletPaymentSchema = z.object({
  email: z.string().max(100).optional(),
  user: ObjectIdSchema,
  shipments: z.array(ObjectIdSchema).min(1).max(50),
});
/** The wallet's own route also takes the batch a payment belongs to (the batches service pays its rows). */
export const InternalWalletPaymentSchema = WalletPaymentSchema.extend({ batch: ObjectIdSchema.optional() });
export const WalletPaymentResultSchema = z.object({
  message: z.literal('ok'),
  error: z.null(),
  paid: z.array(z.string()),
  /** What was paid and the balance after it, in pesos; absent for the roles that see no amounts. */
  amount: z.number().optional(),
  balance: z.number().optional(),
});

/** POST /paypal/v2/link/many: an order for the unpaid shipments' server-side total. */
export const CardPaymentSchema = z.object({ shipments: z.array(ObjectIdSchema).min(1).max(50) });
/** A batch's card payment: one PayPal order for its unpaid shipments (up to a batch's rows). */
export const BatchCardPaymentSchema = z.object({
  batch: ObjectIdSchema,
  shipments: z.array(ObjectIdSchema).min(1).max(MAX_BATCH_ROWS),
});

/** POST /payments/{shipmentId}?email=: a card payment link for one shipment. */
export const PaymentLinkQuerySchema = z.object({ email: z.string().max(100).optional() });
export const PaymentLinkSchema = z.object({ url: z.string(), id: z.string() });

/** GET /payments/wallet/covers?shipments=: whether the caller's wallet covers these shipments' total. */
export const WalletCoversQuerySchema = z.object({
  shipments: z
    .string({ error: 'Indica los envíos a pagar.' })
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(
      z
        .array(ObjectIdSchema)
        .min(1, 'Indica los envíos a pagar.')
        .max(50, 'Se pagan hasta 50 envíos a la vez.'),
    ),
});
/** Said without amounts, so every role that pays reads it (the Operativo sees neither total nor balance). */
export const WalletCoversSchema = z.object({ covers: z.boolean() });

/** Whether the caller's wallet covers an amount the server priced (a batch's total, from its signed quotes). */
export const WalletCoversAmountSchema = z.object({ centavos: z.number().int().positive() });

/** What the web shows on /payments/:id: the shipment's price from the wallet's record of it. */
export const PayableSchema = z.object({
  _id: z.string(),
  carrier: z.string(),
  service: z.string(),
  /** Absent for the roles that see no amounts. */
  total_amount: z.number().optional(),
  total_centavos: z.number().int().optional(),
  currency: z.literal('MXN'),
  paid: z.boolean(),
});

/** Most shipments one POST /payments/payables reads (a page of Mis Envios, twice over). */
export const MAX_PAYABLES = 100;

/** POST /payments/payables: the payables of several shipments in one request. */
export const PayablesRequestSchema = z.object({
  ids: z
    .array(ObjectIdSchema, { error: 'Indica los envíos a pagar.' })
    .min(1, 'Indica los envíos a pagar.')
    .max(MAX_PAYABLES, `Se consultan hasta ${MAX_PAYABLES} envíos a la vez.`),
});
/** One Payable for each id asked, in the order asked (a repeated id is answered each time). */
export const PayableListSchema = z.array(PayableSchema);
