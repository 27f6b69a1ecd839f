import {
  formatValue,
  mxn,
  parseValue,
  paypalError,
  paypalId,
  type ErrorDetail,
  type Reply,
} from './paypal-shapes';

/**
 * What the buyer chose on the approval page (or the test shortcut): how the capture will go.
 *   approve          the capture is COMPLETED
 *   decline          the capture answers 422 INSTRUMENT_DECLINED and the order goes back to CREATED, so
 *                    the buyer approves again with another card (the JS SDK's actions.restart())
 *   capture-failure  the capture answers 201 with the order COMPLETED but its capture DECLINED (what
 *                    PayPal does when the processor refuses after approval) and PAYMENT.CAPTURE.DENIED
 */
export const OUTCOMES = ['approve', 'decline', 'capture-failure'] as const;
export type Outcome = (typeof OUTCOMES)[number];

interface Capture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  centavos: bigint;
  refundedCentavos: bigint;
  customId?: string;
  invoiceId?: string;
  createTime: string;
  updateTime: string;
}

interface Order {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  centavos: bigint;
  unit: Record<string, unknown>;
  returnUrl?: string;
  cancelUrl?: string;
  outcome?: Outcome;
  payerId?: string;
  captureId?: string;
  createTime: string;
  updateTime: string;
}

/** A webhook the orders want sent (webhooks.ts signs and delivers it). */
export type Emit = (eventType: string, resourceType: string, resource: unknown, summary: string) => void;

/** Orders, captures and idempotency keys kept in memory; the oldest are forgotten past the cap. */
const MAX_ORDERS = 20_000;

const MONEY_PARTS_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const MONEY_PARTS_SUBTRACTED = ['shipping_discount', 'discount'] as const;
const STRING_LIMITS = {
  reference_id: 256,
  custom_id: 127,
  invoice_id: 127,
  description: 127,
  soft_descriptor: 22,
};

const invalid = (field: string, issue: string, description: string, value?: unknown): ErrorDetail => ({
  field,
  ...(value === undefined ? {} : { value: String(value) }),
  location: 'body',
  issue,
  description,
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A money object of the order: MXN and a valid value, or the error to answer. */
function money(field: string, raw: unknown): bigint | Reply {
  if (!isObject(raw))
    return paypalError(400, invalid(field, 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.'));
  const code = raw.currency_code;
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code))
    return paypalError(
      400,
      invalid(
        `${field}/currency_code`,
        'INVALID_CURRENCY_CODE',
        'Currency code is invalid or is not currently supported.',
        code,
      ),
    );
  if (code !== 'MXN')
    return paypalError(
      422,
      invalid(
        `${field}/currency_code`,
        'CURRENCY_NOT_SUPPORTED',
        'This sandbox takes MXN only; every amount of the order must be MXN.',
        code,
      ),
    );
  const value = parseValue(raw.value);
  if (value === 'precision')
    return paypalError(
      422,
      invalid(
        `${field}/value`,
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
        raw.value,
      ),
    );
  if (value === undefined)
    return paypalError(
      400,
      invalid(
        `${field}/value`,
        'INVALID_PARAMETER_SYNTAX',
        'The value must be a string of digits with at most two decimals, like "348.00".',
        raw.value,
      ),
    );
  return value;
}

/** The purchase unit of a create request, checked as Orders v2 does, with its amount in centavos. */
function validateCreate(
  body: unknown,
): { unit: Record<string, unknown>; centavos: bigint; urls: Record<string, string | undefined> } | Reply {
  if (!isObject(body))
    return paypalError(400, invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'));
  if (body.intent === undefined)
    return paypalError(
      400,
      invalid('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.'),
    );
  if (body.intent !== 'CAPTURE')
    return paypalError(
      400,
      invalid(
        '/intent',
        'INVALID_PARAMETER_VALUE',
        'This sandbox supports intent CAPTURE only.',
        body.intent,
      ),
    );
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0)
    return paypalError(
      400,
      invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.'),
    );
  if (units.length > 1)
    return paypalError(
      422,
      invalid(
        '/purchase_units',
        'MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED',
        'This sandbox takes one purchase unit (single merchant).',
      ),
    );
  const unit: unknown = units[0];
  if (!isObject(unit))
    return paypalError(
      400,
      invalid('/purchase_units/0', 'INVALID_PARAMETER_SYNTAX', 'A purchase unit is an object.'),
    );
  const at = `/purchase_units/@reference_id=='${typeof unit.reference_id === 'string' ? unit.reference_id : 'default'}'`;
  for (const [key, max] of Object.entries(STRING_LIMITS)) {
    const v = unit[key];
    if (v !== undefined && (typeof v !== 'string' || v.length < 1 || v.length > max))
      return paypalError(
        400,
        invalid(
          `${at}/${key}`,
          'INVALID_STRING_LENGTH',
          `The value of a field is either too short or too long (1 to ${max}).`,
          v,
        ),
      );
  }
  const amount = unit.amount;
  const total = money(`${at}/amount`, amount);
  if (typeof total !== 'bigint') return total;
  if (total <= 0n)
    return paypalError(
      422,
      invalid(
        `${at}/amount/value`,
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero.',
        formatValue(total),
      ),
    );

  const breakdown = isObject(amount) ? amount.breakdown : undefined;
  const items = unit.items;
  let itemTotal: bigint | undefined;
  if (breakdown !== undefined) {
    if (!isObject(breakdown))
      return paypalError(
        400,
        invalid(`${at}/amount/breakdown`, 'INVALID_PARAMETER_SYNTAX', 'The breakdown is an object.'),
      );
    let sum = 0n;
    for (const part of [...MONEY_PARTS_ADDED, ...MONEY_PARTS_SUBTRACTED]) {
      if (breakdown[part] === undefined) continue;
      const v = money(`${at}/amount/breakdown/${part}`, breakdown[part]);
      if (typeof v !== 'bigint') return v;
      sum += (MONEY_PARTS_SUBTRACTED as readonly string[]).includes(part) ? -v : v;
      if (part === 'item_total') itemTotal = v;
    }
    if (sum !== total)
      return paypalError(
        422,
        invalid(
          `${at}/amount/value`,
          'AMOUNT_MISMATCH',
          'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
          formatValue(total),
        ),
      );
  }
  if (items !== undefined) {
    if (!Array.isArray(items))
      return paypalError(400, invalid(`${at}/items`, 'INVALID_PARAMETER_SYNTAX', 'items is an array.'));
    if (itemTotal === undefined)
      return paypalError(
        422,
        invalid(
          `${at}/amount/breakdown/item_total`,
          'ITEM_TOTAL_REQUIRED',
          'If item details are specified, amount.breakdown.item_total is required.',
        ),
      );
    let sum = 0n;
    for (const [i, item] of items.entries()) {
      if (!isObject(item) || typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127)
        return paypalError(
          400,
          invalid(
            `${at}/items/${i}/name`,
            'INVALID_STRING_LENGTH',
            'Each item has a name of 1 to 127 characters.',
          ),
        );
      const quantity =
        typeof item.quantity === 'string' && /^\d{1,10}$/.test(item.quantity)
          ? BigInt(item.quantity)
          : undefined;
      if (!quantity)
        return paypalError(
          400,
          invalid(
            `${at}/items/${i}/quantity`,
            'INVALID_PARAMETER_SYNTAX',
            'quantity is a string of digits, at least "1".',
            item.quantity,
          ),
        );
      const unitAmount = money(`${at}/items/${i}/unit_amount`, item.unit_amount);
      if (typeof unitAmount !== 'bigint') return unitAmount;
      sum += unitAmount * quantity;
    }
    if (sum !== itemTotal)
      return paypalError(
        422,
        invalid(
          `${at}/amount/breakdown/item_total`,
          'ITEM_TOTAL_MISMATCH',
          'Should equal sum of (unit_amount * quantity) across all items.',
          formatValue(itemTotal),
        ),
      );
  }

  // The return and cancel addresses: payment_source.paypal.experience_context, or the legacy application_context.
  const source =
    isObject(body.payment_source) && isObject(body.payment_source.paypal) ? body.payment_source.paypal : {};
  const context = isObject(source.experience_context)
    ? source.experience_context
    : isObject(body.application_context)
      ? body.application_context
      : {};
  const urls: Record<string, string | undefined> = {};
  for (const key of ['return_url', 'cancel_url']) {
    const v = context[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !URL.canParse(v) || !/^https?:$/.test(new URL(v).protocol))
      return paypalError(
        400,
        invalid(
          `/payment_source/paypal/experience_context/${key}`,
          'INVALID_PARAMETER_SYNTAX',
          'Must be an absolute http(s) URL.',
          v,
        ),
      );
    urls[key] = v;
  }
  return { unit, centavos: total, urls };
}

export function createOrders(options: { emit: Emit; publicUrl: () => string; now?: () => Date }) {
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const orders = new Map<string, Order>();
  const captures = new Map<string, Capture>();
  /** PayPal-Request-Id → the stored successful answer (create, capture, refund), replayed with 200. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const stats = {
    ordersCreated: 0,
    ordersReplayed: 0,
    approvals: 0,
    captures: 0,
    capturesDeclined: 0,
    captureReplays: 0,
    refunds: 0,
  };

  function remember<K, V>(map: Map<K, V>, key: K, value: V) {
    map.set(key, value);
    if (map.size > MAX_ORDERS) map.delete(map.keys().next().value as K);
  }

  function captureView(c: Capture) {
    const base = `${options.publicUrl()}/v2/payments/captures/${c.id}`;
    // PayPal Mexico's domestic rate: 3.95 % + 4.00 MXN, rounded to the centavo.
    const fee = c.status === 'DECLINED' ? 0n : (c.centavos * 395n + 5000n) / 10000n + 400n;
    return {
      id: c.id,
      status: c.status,
      ...(c.status === 'DECLINED' ? { status_details: { reason: 'DECLINED_BY_PROCESSOR' } } : {}),
      amount: mxn(c.centavos),
      final_capture: true,
      ...(c.customId ? { custom_id: c.customId } : {}),
      ...(c.invoiceId ? { invoice_id: c.invoiceId } : {}),
      seller_protection: { status: 'NOT_ELIGIBLE' },
      seller_receivable_breakdown: {
        gross_amount: mxn(c.centavos),
        paypal_fee: mxn(fee),
        net_amount: mxn(c.centavos - fee),
      },
      supplementary_data: { related_ids: { order_id: c.orderId } },
      links: [
        { href: base, rel: 'self', method: 'GET' },
        { href: `${base}/refund`, rel: 'refund', method: 'POST' },
        { href: `${options.publicUrl()}/v2/checkout/orders/${c.orderId}`, rel: 'up', method: 'GET' },
      ],
      create_time: c.createTime,
      update_time: c.updateTime,
    };
  }

  function links(order: Order) {
    const self = `${options.publicUrl()}/v2/checkout/orders/${order.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      ...(order.status === 'COMPLETED'
        ? []
        : [
            { href: `${options.publicUrl()}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
            { href: self, rel: 'update', method: 'PATCH' },
            { href: `${self}/capture`, rel: 'capture', method: 'POST' },
          ]),
    ];
  }

  /** The order as GET answers it (Prefer: return=representation). */
  function view(order: Order) {
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const payer = order.payerId
      ? {
          payer_id: order.payerId,
          email_address: `comprador-${order.payerId.toLowerCase()}@sandbox.paypal.local`,
          name: { given_name: 'Comprador', surname: 'Sandbox' },
          address: { country_code: 'MX' },
        }
      : undefined;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...(payer
        ? {
            payment_source: {
              paypal: {
                email_address: payer.email_address,
                account_id: payer.payer_id,
                account_status: 'VERIFIED',
                name: payer.name,
              },
            },
            payer,
          }
        : {}),
      purchase_units: [
        {
          ...order.unit,
          reference_id: typeof order.unit.reference_id === 'string' ? order.unit.reference_id : 'default',
          payee: { email_address: 'comercio@sandbox.paypal.local', merchant_id: 'SANDBOXMERCHANT' },
          ...(capture ? { payments: { captures: [captureView(capture)] } } : {}),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: links(order),
    };
  }

  const notFound = (id: string) =>
    paypalError(404, {
      field: 'order_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    });

  function create(body: unknown, requestId: string | undefined, representation: boolean): Reply {
    const key = requestId ? `create:${requestId}` : undefined;
    const stored = key ? replies.get(key) : undefined;
    if (stored) {
      stats.ordersReplayed++;
      return { status: 200, body: stored.body };
    }
    const checked = validateCreate(body);
    if ('status' in checked) return checked;
    const time = now();
    const order: Order = {
      id: paypalId(),
      status: 'CREATED',
      centavos: checked.centavos,
      unit: checked.unit,
      returnUrl: checked.urls.return_url,
      cancelUrl: checked.urls.cancel_url,
      createTime: time,
      updateTime: time,
    };
    remember(orders, order.id, order);
    stats.ordersCreated++;
    const answer = representation ? view(order) : { id: order.id, status: order.status, links: links(order) };
    if (key) remember(replies, key, { status: 201, body: answer });
    return { status: 201, body: answer };
  }

  function get(id: string): Reply {
    const order = orders.get(id);
    return order ? { status: 200, body: view(order) } : notFound(id);
  }

  /** The buyer approves (the page's 'Pagar' or the test shortcut) and picks how the capture will go. */
  function approve(id: string, outcome: Outcome): Reply {
    const order = orders.get(id);
    if (!order) return notFound(id);
    if (order.status === 'COMPLETED')
      return paypalError(422, {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: 'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      });
    order.status = 'APPROVED';
    order.outcome = outcome;
    order.payerId = paypalId(13);
    order.updateTime = now();
    stats.approvals++;
    options.emit(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      view(order),
      `An order has been approved by buyer`,
    );
    return { status: 200, body: view(order) };
  }

  function capture(id: string, requestId: string | undefined): Reply {
    const key = requestId ? `capture:${id}:${requestId}` : undefined;
    const stored = key ? replies.get(key) : undefined;
    if (stored) {
      stats.captureReplays++;
      return { status: 200, body: stored.body };
    }
    const order = orders.get(id);
    if (!order) return notFound(id);
    if (order.status === 'COMPLETED')
      return paypalError(422, {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: 'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      });
    if (order.status !== 'APPROVED')
      return paypalError(422, {
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      });
    const time = now();
    order.updateTime = time;
    if (order.outcome === 'decline') {
      // Back to CREATED: the buyer approves again with another funding source (actions.restart()).
      // Refusals are not stored under the request id, so the same id captures after the new approval.
      order.status = 'CREATED';
      order.outcome = undefined;
      order.payerId = undefined;
      stats.capturesDeclined++;
      return paypalError(422, {
        issue: 'INSTRUMENT_DECLINED',
        description:
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      });
    }
    const c: Capture = {
      id: paypalId(),
      orderId: order.id,
      status: order.outcome === 'capture-failure' ? 'DECLINED' : 'COMPLETED',
      centavos: order.centavos,
      refundedCentavos: 0n,
      customId: typeof order.unit.custom_id === 'string' ? order.unit.custom_id : undefined,
      invoiceId: typeof order.unit.invoice_id === 'string' ? order.unit.invoice_id : undefined,
      createTime: time,
      updateTime: time,
    };
    remember(captures, c.id, c);
    order.captureId = c.id;
    order.status = 'COMPLETED';
    stats.captures++;
    const answer = view(order);
    if (key) remember(replies, key, { status: 201, body: answer });
    if (c.status === 'COMPLETED')
      options.emit(
        'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        captureView(c),
        `Payment completed for MXN ${formatValue(c.centavos)}`,
      );
    else
      options.emit(
        'PAYMENT.CAPTURE.DENIED',
        'capture',
        captureView(c),
        `Payment denied for MXN ${formatValue(c.centavos)}`,
      );
    return { status: 201, body: answer };
  }

  function getCapture(id: string): Reply {
    const c = captures.get(id);
    return c
      ? { status: 200, body: captureView(c) }
      : paypalError(404, {
          field: 'capture_id',
          value: id,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist.',
        });
  }

  function refund(captureId: string, body: unknown, requestId: string | undefined): Reply {
    const key = requestId ? `refund:${captureId}:${requestId}` : undefined;
    const stored = key ? replies.get(key) : undefined;
    if (stored) return { status: 200, body: stored.body };
    const c = captures.get(captureId);
    if (!c) return getCapture(captureId);
    if (c.status === 'DECLINED')
      return paypalError(422, {
        issue: 'TRANSACTION_REFUSED',
        description: 'The capture was declined; there is nothing to refund.',
      });
    const remaining = c.centavos - c.refundedCentavos;
    if (remaining === 0n)
      return paypalError(422, {
        issue: 'CAPTURE_FULLY_REFUNDED',
        description: 'The capture has already been fully refunded.',
      });
    let centavos = remaining;
    if (isObject(body) && body.amount !== undefined) {
      const v = money('/amount', body.amount);
      if (typeof v !== 'bigint') return v;
      if (v <= 0n)
        return paypalError(
          422,
          invalid('/amount/value', 'CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.'),
        );
      if (v > remaining)
        return paypalError(422, {
          issue: 'REFUND_AMOUNT_EXCEEDED',
          description:
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        });
      centavos = v;
    }
    const time = now();
    c.refundedCentavos += centavos;
    c.status = c.refundedCentavos === c.centavos ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    c.updateTime = time;
    stats.refunds++;
    const id = paypalId();
    const refundView = {
      id,
      status: 'COMPLETED',
      amount: mxn(centavos),
      ...(c.customId ? { custom_id: c.customId } : {}),
      ...(c.invoiceId ? { invoice_id: c.invoiceId } : {}),
      seller_payable_breakdown: {
        gross_amount: mxn(centavos),
        net_amount: mxn(centavos),
        total_refunded_amount: mxn(c.refundedCentavos),
      },
      supplementary_data: { related_ids: { order_id: c.orderId, capture_id: c.id } },
      links: [
        { href: `${options.publicUrl()}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${options.publicUrl()}/v2/payments/captures/${c.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: time,
      update_time: time,
    };
    if (key) remember(replies, key, { status: 201, body: refundView });
    options.emit(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      refundView,
      `A MXN ${formatValue(centavos)} capture payment was refunded`,
    );
    return { status: 201, body: refundView };
  }

  /** What the approval page shows. */
  function forPage(id: string) {
    const order = orders.get(id);
    if (!order) return undefined;
    return {
      id: order.id,
      status: order.status,
      amount: formatValue(order.centavos),
      description: typeof order.unit.description === 'string' ? order.unit.description : undefined,
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
      payerId: order.payerId,
    };
  }

  return { create, get, approve, capture, getCapture, refund, forPage, stats };
}
