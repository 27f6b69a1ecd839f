/**
 * POST /v2/invoices' body read as Facturapi reads it, checked against what SAT requires of a CFDI 4.0
 * before a PAC stamps it, and its amounts worked out in centavos.
 *
 * Amounts: a price with IVA included (`tax_included`, Facturapi's default) is broken out per line as
 *   base = round(price × quantity / 1.16, 2)   iva = price × quantity − base
 * so each line's base + IVA is exactly what was charged and the Total is the sum of the charged
 * prices to the centavo. SubTotal and the document's Traslado add the lines' bases and IVAs. Each
 * line's IVA is then within SAT's tolerance of Base × 0.16 (the difference is under one centavo).
 * A price without IVA (`tax_included: false`) is the base and iva = round(base × 0.16, 2).
 */
import {
  FORMAS_PAGO,
  GLOBAL_PRODUCT_KEY,
  GLOBAL_UNIT_KEY,
  NOMBRE_PUBLICO_EN_GENERAL,
  PERIODICIDADES,
  RFC_PUBLICO_EN_GENERAL,
  TIPOS_RELACION,
  UNIT_NAMES,
  mesesAllowed,
  personType,
  regimenAllowed,
  regimenKnown,
  rfcProblem,
  usoAllowed,
  usoKnown,
} from './sat-catalog';
import type { ErrorDetail } from './facturapi-shapes';

export interface Issuer {
  rfc: string;
  name: string;
  taxSystem: string;
  /** LugarExpedicion: the issuer's postal code. */
  zip: string;
}

interface InvoiceLine {
  quantity: number;
  description: string;
  productKey: string;
  unitKey: string;
  unitName: string;
  sku?: string;
  /** The price as sent, in centavos, and whether it included IVA. */
  priceCents: number;
  taxIncluded: boolean;
  baseCents: number;
  ivaCents: number;
}

export interface InvoiceRequest {
  customer: {
    legalName: string;
    taxId: string;
    taxSystem: string;
    email?: string;
    zip: string;
  };
  lines: InvoiceLine[];
  paymentForm: string;
  paymentMethod: 'PUE' | 'PPD';
  use: string;
  global?: { periodicity: string; periodicidad: string; months: string; year: number };
  related: { relationship: string; documents: string[] }[];
  idempotencyKey?: string;
  externalId?: string;
  series?: string;
  folioNumber?: number;
  conditions?: string;
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IVA_RATE = 0.16;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whole centavos of an amount with at most 2 decimals, or undefined. */
function toCents(value: number): number | undefined {
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) < 1e-6 ? cents : undefined;
}

/** Base and IVA of one line, in centavos (see the header). */
function breakOutIva(grossOrBaseCents: number, taxIncluded: boolean): { base: number; iva: number } {
  if (!taxIncluded) return { base: grossOrBaseCents, iva: Math.round(grossOrBaseCents * IVA_RATE) };
  const base = Math.round((grossOrBaseCents * 100) / 116);
  return { base, iva: grossOrBaseCents - base };
}

/** Year, month and day of a moment on Mexico City's calendar. */
function mexicoCityDate(at: Date): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number);
  return { year, month, day };
}

export function readInvoiceRequest(
  body: unknown,
  issuer: Issuer,
  now: Date,
): { request: InvoiceRequest } | { errors: ErrorDetail[] } {
  const errors: ErrorDetail[] = [];
  const fail = (path: string, code: string, message: string) =>
    errors.push({ message, code, path, location: 'body', source: 'facturapi' });
  const str = (
    obj: Record<string, unknown>,
    key: string,
    path: string,
    required = true,
  ): string | undefined => {
    const value = obj[key];
    if (value === undefined || value === null || value === '') {
      if (required) fail(path, 'required', `El campo "${path}" es requerido.`);
      return undefined;
    }
    if (typeof value !== 'string') {
      fail(path, 'invalid_type', `El campo "${path}" debe ser texto.`);
      return undefined;
    }
    return value.trim();
  };

  if (!isObject(body)) {
    fail('', 'invalid_type', 'El cuerpo de la solicitud debe ser un objeto JSON.');
    return { errors };
  }

  const type = body.type ?? 'I';
  if (type !== 'I') fail('type', 'not_allowed', 'El sandbox sólo emite facturas de ingreso (type "I").');
  const currency = body.currency ?? 'MXN';
  if (currency !== 'MXN') fail('currency', 'not_allowed', 'El sandbox sólo emite facturas en MXN.');
  if (body.export !== undefined && body.export !== '01')
    fail('export', 'not_allowed', 'El sandbox sólo emite facturas sin exportación (export "01").');

  // Receptor.
  let customer: InvoiceRequest['customer'] | undefined;
  if (typeof body.customer === 'string') {
    fail(
      'customer',
      'not_allowed',
      'El sandbox no guarda clientes: envía los datos del cliente en "customer".',
    );
  } else if (!isObject(body.customer)) {
    fail('customer', 'required', 'El campo "customer" es requerido.');
  } else {
    const c = body.customer;
    const legalName = str(c, 'legal_name', 'customer.legal_name');
    const taxId = str(c, 'tax_id', 'customer.tax_id')?.toUpperCase();
    const taxSystem = str(c, 'tax_system', 'customer.tax_system');
    const email = str(c, 'email', 'customer.email', false);
    const address = isObject(c.address) ? c.address : {};
    const zip = str(address, 'zip', 'customer.address.zip');
    if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      fail(
        'customer.email',
        'invalid_format',
        'El campo "customer.email" no es un correo electrónico válido.',
      );
    if (zip !== undefined && !/^\d{5}$/.test(zip))
      fail('customer.address.zip', 'invalid_format', 'El código postal del cliente debe tener 5 dígitos.');
    const person = taxId ? personType(taxId) : undefined;
    if (taxId) {
      const problem = rfcProblem(taxId);
      if (problem) fail('customer.tax_id', 'invalid_format', `El RFC "${taxId}" no es válido: ${problem}.`);
    }
    if (taxSystem !== undefined) {
      if (!regimenKnown(taxSystem))
        fail(
          'customer.tax_system',
          'invalid_value',
          `El régimen fiscal "${taxSystem}" no existe en el catálogo del SAT.`,
        );
      else if (person && !regimenAllowed(taxSystem, person))
        fail(
          'customer.tax_system',
          'not_allowed',
          `El régimen fiscal "${taxSystem}" no corresponde a una persona ${person === 'fisica' ? 'física' : 'moral'}.`,
        );
    }
    if (legalName && taxId && taxSystem && zip)
      customer = { legalName, taxId, taxSystem, ...(email ? { email } : {}), zip };
  }

  // Forma, método and uso.
  const paymentMethod = body.payment_method ?? 'PUE';
  if (paymentMethod !== 'PUE' && paymentMethod !== 'PPD')
    fail('payment_method', 'invalid_value', 'El método de pago debe ser "PUE" o "PPD".');
  const paymentForm = str(body, 'payment_form', 'payment_form');
  if (paymentForm !== undefined) {
    if (!FORMAS_PAGO.has(paymentForm))
      fail(
        'payment_form',
        'invalid_value',
        `La forma de pago "${paymentForm}" no existe en el catálogo del SAT.`,
      );
    else if (paymentMethod === 'PUE' && paymentForm === '99')
      fail(
        'payment_form',
        'not_allowed',
        'Con método de pago PUE la forma de pago no puede ser "99" (por definir).',
      );
    else if (paymentMethod === 'PPD' && paymentForm !== '99')
      fail(
        'payment_form',
        'not_allowed',
        'Con método de pago PPD la forma de pago debe ser "99" (por definir).',
      );
  }
  const use = str(body, 'use', 'use', false) ?? 'G01';
  if (!usoKnown(use)) fail('use', 'invalid_value', `El uso CFDI "${use}" no existe en el catálogo del SAT.`);
  else if (customer) {
    const person = personType(customer.taxId);
    if (person && regimenAllowed(customer.taxSystem, person) && !usoAllowed(use, customer.taxSystem, person))
      fail(
        'use',
        'not_allowed',
        `El uso CFDI "${use}" no está permitido para el régimen fiscal "${customer.taxSystem}" de una persona ${person === 'fisica' ? 'física' : 'moral'}.`,
      );
  }

  // Público en general and the global invoice.
  let global: InvoiceRequest['global'];
  if (body.global !== undefined && body.global !== null) {
    if (!isObject(body.global)) fail('global', 'invalid_type', 'El campo "global" debe ser un objeto.');
    else {
      const g = body.global;
      const periodicity = str(g, 'periodicity', 'global.periodicity');
      const months = str(g, 'months', 'global.months');
      const year = g.year;
      const periodicidad = periodicity ? PERIODICIDADES[periodicity] : undefined;
      if (periodicity && !periodicidad)
        fail(
          'global.periodicity',
          'invalid_value',
          'La periodicidad debe ser day, week, fortnight, month o two_months.',
        );
      if (periodicidad && months && !mesesAllowed(periodicidad, months))
        fail(
          'global.months',
          'invalid_value',
          periodicidad === '05'
            ? 'Para una periodicidad bimestral los meses van de "13" a "18".'
            : 'Los meses van de "01" a "12" (de "13" a "18" sólo con periodicidad bimestral).',
        );
      const current = mexicoCityDate(now).year;
      if (year === undefined) fail('global.year', 'required', 'El campo "global.year" es requerido.');
      else if (
        typeof year !== 'number' ||
        !Number.isInteger(year) ||
        (year !== current && year !== current - 1)
      )
        fail(
          'global.year',
          'invalid_value',
          `El año de la factura global debe ser ${current} o ${current - 1}.`,
        );
      if (periodicity && periodicidad && months && typeof year === 'number')
        global = { periodicity, periodicidad, months, year };
    }
    if (customer && customer.taxId !== RFC_PUBLICO_EN_GENERAL)
      fail(
        'global',
        'not_allowed',
        `La factura global sólo se emite a público en general (RFC ${RFC_PUBLICO_EN_GENERAL}).`,
      );
  }
  if (customer?.taxId === RFC_PUBLICO_EN_GENERAL) {
    const generic = customer.legalName.toUpperCase() === NOMBRE_PUBLICO_EN_GENERAL;
    if (generic && body.global == null)
      fail(
        'global',
        'required',
        'Una factura a PUBLICO EN GENERAL debe ser global: envía el campo "global".',
      );
    if (body.global != null && !generic)
      fail(
        'customer.legal_name',
        'invalid_value',
        `La factura global va a nombre de "${NOMBRE_PUBLICO_EN_GENERAL}".`,
      );
    if (customer.taxSystem !== '616')
      fail(
        'customer.tax_system',
        'not_allowed',
        `Con el RFC ${RFC_PUBLICO_EN_GENERAL} el régimen fiscal debe ser "616".`,
      );
    if (use !== 'S01')
      fail('use', 'not_allowed', `Con el RFC ${RFC_PUBLICO_EN_GENERAL} el uso CFDI debe ser "S01".`);
    if (customer.zip !== issuer.zip)
      fail(
        'customer.address.zip',
        'not_allowed',
        `Con el RFC ${RFC_PUBLICO_EN_GENERAL} el código postal debe ser el del lugar de expedición (${issuer.zip}).`,
      );
  }

  // Conceptos.
  const lines: InvoiceLine[] = [];
  if (!Array.isArray(body.items) || body.items.length === 0)
    fail('items', 'required', 'La factura debe tener al menos un concepto en "items".');
  else
    body.items.forEach((item: unknown, i) => {
      const at = `items.${i}`;
      if (!isObject(item)) return fail(at, 'invalid_type', `El concepto "${at}" debe ser un objeto.`);
      const quantity = item.quantity ?? 1;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
        fail(`${at}.quantity`, 'invalid_value', 'El sandbox acepta cantidades enteras mayores que cero.');
      if (typeof item.product === 'string')
        return fail(
          `${at}.product`,
          'not_allowed',
          'El sandbox no guarda productos: envía los datos del producto.',
        );
      if (!isObject(item.product))
        return fail(`${at}.product`, 'required', `El campo "${at}.product" es requerido.`);
      const p = item.product;
      const description = str(p, 'description', `${at}.product.description`);
      const productKey = str(p, 'product_key', `${at}.product.product_key`);
      const unitKey = str(p, 'unit_key', `${at}.product.unit_key`);
      const unitName = str(p, 'unit_name', `${at}.product.unit_name`, false);
      const sku = str(p, 'sku', `${at}.product.sku`, false);
      if (productKey !== undefined && !/^\d{8}$/.test(productKey))
        fail(
          `${at}.product.product_key`,
          'invalid_format',
          'La clave de producto o servicio (c_ClaveProdServ) tiene 8 dígitos.',
        );
      if (unitKey !== undefined && !/^[A-Z0-9]{2,3}$/.test(unitKey))
        fail(`${at}.product.unit_key`, 'invalid_format', 'La clave de unidad (c_ClaveUnidad) no es válida.');
      if (global && productKey !== undefined && productKey !== GLOBAL_PRODUCT_KEY)
        fail(
          `${at}.product.product_key`,
          'not_allowed',
          `En una factura global la clave de producto es "${GLOBAL_PRODUCT_KEY}".`,
        );
      if (global && unitKey !== undefined && unitKey !== GLOBAL_UNIT_KEY)
        fail(
          `${at}.product.unit_key`,
          'not_allowed',
          `En una factura global la clave de unidad es "${GLOBAL_UNIT_KEY}".`,
        );
      const price = p.price;
      const priceCents = typeof price === 'number' && price > 0 ? toCents(price) : undefined;
      if (price === undefined)
        fail(`${at}.product.price`, 'required', `El campo "${at}.product.price" es requerido.`);
      else if (priceCents === undefined)
        fail(
          `${at}.product.price`,
          'invalid_value',
          'El precio debe ser mayor que cero y tener a lo más 2 decimales.',
        );
      const taxIncluded = p.tax_included ?? true;
      if (typeof taxIncluded !== 'boolean')
        fail(
          `${at}.product.tax_included`,
          'invalid_type',
          'El campo "tax_included" debe ser verdadero o falso.',
        );
      const taxes = p.taxes ?? [{ type: 'IVA', rate: IVA_RATE }];
      const onlyIva16 =
        Array.isArray(taxes) &&
        taxes.length === 1 &&
        isObject(taxes[0]) &&
        (taxes[0].type ?? 'IVA') === 'IVA' &&
        taxes[0].rate === IVA_RATE &&
        !taxes[0].withholding &&
        (taxes[0].factor ?? 'Tasa') === 'Tasa';
      if (!onlyIva16)
        fail(`${at}.product.taxes`, 'not_allowed', 'El sandbox sólo admite IVA trasladado a tasa 0.16.');
      if (p.taxability !== undefined && p.taxability !== '02')
        fail(`${at}.product.taxability`, 'not_allowed', 'El sandbox sólo admite objeto de impuesto "02".');
      if (
        description &&
        productKey &&
        unitKey &&
        priceCents !== undefined &&
        typeof quantity === 'number' &&
        typeof taxIncluded === 'boolean'
      ) {
        const { base, iva } = breakOutIva(priceCents * quantity, taxIncluded);
        lines.push({
          quantity,
          description,
          productKey,
          unitKey,
          unitName: unitName ?? UNIT_NAMES[unitKey] ?? unitKey,
          ...(sku ? { sku } : {}),
          priceCents,
          taxIncluded,
          baseCents: base,
          ivaCents: iva,
        });
      }
    });

  // CFDI relacionados.
  const related: InvoiceRequest['related'] = [];
  if (body.related_documents !== undefined && body.related_documents !== null) {
    if (!Array.isArray(body.related_documents))
      fail('related_documents', 'invalid_type', 'El campo "related_documents" debe ser una lista.');
    else
      body.related_documents.forEach((r: unknown, i) => {
        const at = `related_documents.${i}`;
        if (!isObject(r)) return fail(at, 'invalid_type', `"${at}" debe ser un objeto.`);
        const relationship = str(r, 'relationship', `${at}.relationship`);
        if (relationship && !TIPOS_RELACION.has(relationship))
          fail(
            `${at}.relationship`,
            'invalid_value',
            `El tipo de relación "${relationship}" no existe en el catálogo del SAT.`,
          );
        const documents = r.documents;
        if (!Array.isArray(documents) || documents.length === 0)
          return fail(
            `${at}.documents`,
            'required',
            'Envía los UUID de los CFDI relacionados en "documents".',
          );
        const bad = documents.findIndex((d) => typeof d !== 'string' || !UUID.test(d));
        if (bad >= 0)
          return fail(
            `${at}.documents.${bad}`,
            'invalid_format',
            'El UUID del CFDI relacionado no es válido.',
          );
        if (relationship)
          related.push({ relationship, documents: (documents as string[]).map((d) => d.toUpperCase()) });
      });
  }

  const idempotencyKey = str(body, 'idempotency_key', 'idempotency_key', false);
  const externalId = str(body, 'external_id', 'external_id', false);
  const series = str(body, 'series', 'series', false);
  const conditions = str(body, 'conditions', 'conditions', false);
  const folio = body.folio_number;
  if (folio !== undefined && (typeof folio !== 'number' || !Number.isInteger(folio) || folio < 1))
    fail('folio_number', 'invalid_value', 'El folio debe ser un número entero positivo.');

  if (errors.length || !customer || !paymentForm) return { errors };
  const subtotalCents = lines.reduce((s, l) => s + l.baseCents, 0);
  const ivaCents = lines.reduce((s, l) => s + l.ivaCents, 0);
  return {
    request: {
      customer,
      lines,
      paymentForm,
      paymentMethod: paymentMethod as 'PUE' | 'PPD',
      use,
      ...(global ? { global } : {}),
      related,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(externalId ? { externalId } : {}),
      ...(series ? { series } : {}),
      ...(typeof folio === 'number' ? { folioNumber: folio } : {}),
      ...(conditions ? { conditions } : {}),
      subtotalCents,
      ivaCents,
      totalCents: subtotalCents + ivaCents,
    },
  };
}
