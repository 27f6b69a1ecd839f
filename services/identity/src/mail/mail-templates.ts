import { CARRIER_LABELS, formatDateTime, formatMXN, type CarrierCode } from '@envios/domain';
import { renderMail, type MailBlock } from './mail-layout';
import type { MailMessage } from './mail.service';

/**
 * Every e-mail identity sends, in Spanish, on the one layout of mail-layout.ts (HTML and text from
 * the same blocks). Amounts are es-MX pesos and dates Mexico City time (@envios/domain); a person
 * who sees no amounts (the Operativo) gets the same mail without any.
 */

/** Who a mail about their own account or shipments goes to. */
export interface MailPerson {
  email: string;
  firstName: string;
  /** False for the roles that see no amount of money anywhere (visibility key 'amounts'). */
  showAmounts: boolean;
}

const carrierName = (carrier: string | undefined) =>
  carrier ? (CARRIER_LABELS[carrier as CarrierCode] ?? carrier) : undefined;

const kgFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
const kg = (value: number) => `${kgFormat.format(value)} kg`;

/** Label/value rows, leaving out the ones without a value. */
const facts = (...rows: (readonly [string, string | null | undefined] | false)[]): MailBlock => ({
  facts: rows.filter((r): r is readonly [string, string] => !!r && !!r[1]),
});

const METHOD_LABELS = { wallet: 'Monedero', paypal: 'Tarjeta (PayPal)' } as const;

// ---------- Account ----------

export function approvalMail(to: string, firstName: string, signInUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'Tu cuenta de Envíos MX está activa',
    title: 'Tu cuenta ha sido aprobada',
    firstName,
    blocks: [
      {
        paragraph:
          'Revisamos tu registro y tu cuenta ya está activa. Desde ahora puedes cotizar con varias paqueterías, comprar guías y dar seguimiento a tus envíos.',
      },
      { button: { href: signInUrl, label: 'Iniciar sesión' } },
    ],
  });
}

export function passwordResetMail(
  to: string,
  firstName: string,
  resetUrl: string,
  minutes: number,
): MailMessage {
  return renderMail({
    to,
    subject: 'Restablece tu contraseña de Envíos MX',
    title: 'Restablece tu contraseña',
    firstName,
    blocks: [
      {
        paragraph: `Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y vence en ${minutes} minutos.`,
      },
      { button: { href: resetUrl, label: 'Elegir una nueva contraseña' } },
      { note: 'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.' },
    ],
  });
}

export interface ContactLead {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  phone: string;
  web: string | null;
  message: string;
  number_shipment: number | null;
}

export function contactLeadMail(to: string, lead: ContactLead): MailMessage {
  return renderMail({
    to,
    replyTo: lead.email,
    subject: `Nuevo contacto: ${lead.company_name} (${lead.first_name} ${lead.last_name})`,
    title: 'Nuevo mensaje desde el formulario de contacto',
    blocks: [
      {
        facts: [
          ['Nombre', `${lead.first_name} ${lead.last_name}`],
          ['Empresa', lead.company_name],
          ['Correo', lead.email],
          ['Teléfono', lead.phone],
          ['Sitio web', lead.web ?? '—'],
          ['Ya hace envíos', lead.number_shipment === null ? 'No' : `Sí, ${lead.number_shipment} al mes`],
        ],
      },
      { quote: lead.message },
    ],
  });
}

// ---------- Shipments ----------

export interface GuideReady {
  numberGuide: string;
  carrier: string;
  serviceName?: string;
  recipient?: { name: string; city: string; stateShort: string | null };
}

export function guideReadyMail(
  to: MailPerson,
  guide: GuideReady,
  links: { label: { url: string; expiresAt: Date } | null; shipment: string; settings: string },
): MailMessage {
  const carrier = carrierName(guide.carrier);
  const place = guide.recipient
    ? [guide.recipient.city, guide.recipient.stateShort].filter(Boolean).join(', ')
    : null;
  return renderMail({
    to: to.email,
    subject: `Tu guía ${carrier} ${guide.numberGuide} está lista`,
    title: 'Tu guía está lista',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph: guide.recipient
          ? `Generamos la guía de tu envío para ${guide.recipient.name}${place ? ` (${place})` : ''}. Imprímela y pégala en el paquete.`
          : 'Generamos la guía de tu envío. Imprímela y pégala en el paquete.',
      },
      facts(
        ['Guía', guide.numberGuide],
        ['Paquetería', carrier],
        ['Servicio', guide.serviceName],
        ['Destinatario', guide.recipient?.name],
        ['Destino', place],
      ),
      ...(links.label
        ? [
            { button: { href: links.label.url, label: 'Descargar guía' } },
            { link: { href: links.shipment, label: 'Ver el envío' } },
            {
              note: `El enlace de descarga funciona hasta el ${formatDateTime(links.label.expiresAt)}; después descarga la guía desde la página del envío.`,
            },
          ]
        : [{ button: { href: links.shipment, label: 'Ver el envío y descargar la guía' } }]),
    ],
  });
}

export function guideCancelledMail(
  to: MailPerson,
  cancel: { numberGuide: string; cancelledAt: string },
  links: { shipment: string; settings: string },
): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Cancelamos tu guía ${cancel.numberGuide}`,
    title: 'Tu guía fue cancelada',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph:
          'La guía ya no es válida: no la uses para enviar el paquete. Lo pagado por ella se reembolsa al monedero de quien la pagó.',
      },
      facts(['Guía', cancel.numberGuide], ['Cancelada el', formatDateTime(cancel.cancelledAt)]),
      { button: { href: links.shipment, label: 'Ver el envío' } },
    ],
  });
}

interface Parcel {
  weight: number;
  height: number;
  width: number;
  depth: number;
}
interface Weighed {
  parcels: readonly Parcel[];
  billedKg: number;
}

export interface OverweightCharge {
  numberGuide?: string | null;
  carrier?: string;
  serviceName?: string;
  overweightKg: number;
  costCentavos: number;
  declared?: Weighed;
  measured?: Weighed | null;
}

const parcelText = (p: Parcel | undefined) =>
  p ? `${kg(p.weight)} · ${p.height} × ${p.width} × ${p.depth} cm` : '—';

/** Declared against measured: the parcels (weight, height × width × depth) and the billed weight. */
function weighedTable(declared: Weighed, measured: Weighed | null): MailBlock {
  const count = Math.max(declared.parcels.length, measured?.parcels.length ?? 0);
  return {
    table: {
      head: ['', 'Declarado', 'Medido'],
      rows: [
        ['Paquetes', String(declared.parcels.length), measured ? String(measured.parcels.length) : '—'],
        ...Array.from({ length: count }, (_, i) => [
          `Paquete ${i + 1}`,
          parcelText(declared.parcels[i]),
          measured ? parcelText(measured.parcels[i]) : '—',
        ]),
        ['Peso facturable', kg(declared.billedKg), measured ? kg(measured.billedKg) : '—'],
      ],
    },
  };
}

/** Always sent (the FAQ promises it): what the carrier found, what it costs and how to pay it. */
export function overweightMail(
  to: MailPerson,
  charge: OverweightCharge,
  autopay: boolean,
  links: { shipment: string; wallet: string | null; settings: string },
): MailMessage {
  const guide = charge.numberGuide;
  return renderMail({
    to: to.email,
    subject: guide ? `Sobrepeso registrado en tu guía ${guide}` : 'Sobrepeso registrado en tu envío',
    title: 'La paquetería registró un sobrepeso',
    firstName: to.firstName,
    blocks: [
      {
        paragraph:
          'Al pesar y medir tu paquete, la paquetería encontró más peso del que se declaró. El envío queda retenido hasta que se pague el cargo por sobrepeso.',
      },
      facts(
        ['Guía', guide],
        ['Paquetería', carrierName(charge.carrier)],
        ['Servicio', charge.serviceName],
        ['Sobrepeso', kg(charge.overweightKg)],
        to.showAmounts && ['Cargo por sobrepeso', formatMXN(charge.costCentavos)],
      ),
      ...(charge.declared ? [weighedTable(charge.declared, charge.measured ?? null)] : []),
      { paragraph: 'Para pagarlo, abre el envío y usa el botón «Pagar sobrepeso».' },
      { button: { href: links.shipment, label: 'Pagar sobrepeso' } },
      autopay
        ? {
            paragraph:
              'Tienes activado el pago automático de sobrepesos: lo cobraremos de tu monedero en cuanto tu saldo lo cubra.',
          }
        : {
            paragraph:
              'Si prefieres que se cobre solo de tu monedero cuando el saldo lo cubra, activa el pago automático de sobrepesos en Configuración.',
          },
      ...(autopay ? [] : [{ link: { href: links.settings, label: 'Ir a Configuración' } }]),
      ...(links.wallet ? [{ link: { href: links.wallet, label: 'Abonar saldo a tu monedero' } }] : []),
    ],
  });
}

// ---------- Wallet ----------

export interface PaymentReceipt {
  paymentId: string;
  method: 'wallet' | 'paypal';
  totalCentavos: number;
  paidAt: string;
  shipments: readonly { carrier: string; serviceName: string; amountCentavos: number }[];
}

export function paymentReceiptMail(
  to: MailPerson,
  payment: PaymentReceipt,
  links: { shipments: string; settings: string },
): MailMessage {
  const n = payment.shipments.length;
  const money = to.showAmounts;
  return renderMail({
    to: to.email,
    subject: n === 1 ? 'Recibo de pago de tu envío' : `Recibo de pago de tus ${n} envíos`,
    title: 'Recibimos tu pago',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph: `Pagaste ${n === 1 ? 'un envío' : `${n} envíos`} ${payment.method === 'wallet' ? 'con el saldo de tu monedero' : 'con tarjeta'}. Sus guías se generan en unos momentos y podrás descargarlas en Gestión de Envíos.`,
      },
      facts(
        ['Folio', payment.paymentId],
        ['Fecha', formatDateTime(payment.paidAt)],
        ['Forma de pago', METHOD_LABELS[payment.method]],
      ),
      {
        table: {
          head: money ? ['Paquetería', 'Servicio', 'Importe'] : ['Paquetería', 'Servicio'],
          rows: payment.shipments.map((s) => [
            carrierName(s.carrier)!,
            s.serviceName,
            ...(money ? [formatMXN(s.amountCentavos)] : []),
          ]),
          ...(money ? { foot: ['Total', '', formatMXN(payment.totalCentavos)] } : {}),
        },
      },
      { button: { href: links.shipments, label: 'Ver mis envíos' } },
    ],
  });
}

export interface TopUp {
  via: 'card' | 'staff' | 'spei' | 'oxxo';
  amountCentavos: number;
  at: string;
  /** Why staff credited it. */
  reason?: string;
  /** The card payment's order. */
  orderId?: string;
}

const TOP_UP_OPENINGS: Record<TopUp['via'], string> = {
  card: 'Recibimos tu pago con tarjeta y abonamos',
  staff: 'El equipo de Envíos MX abonó',
  spei: 'Recibimos tu transferencia SPEI y abonamos',
  oxxo: 'Recibimos tu pago en efectivo en OXXO y abonamos',
};
const TOP_UP_METHODS: Record<TopUp['via'], string> = {
  card: METHOD_LABELS.paypal,
  staff: 'Abono del equipo de Envíos MX',
  spei: 'Transferencia SPEI',
  oxxo: 'Efectivo en OXXO',
};

export function topUpReceiptMail(
  to: MailPerson,
  topUp: TopUp,
  links: { wallet: string | null; settings: string },
): MailMessage {
  const amount = to.showAmounts ? formatMXN(topUp.amountCentavos) : null;
  const what = amount ?? 'saldo';
  return renderMail({
    to: to.email,
    subject: 'Abonamos saldo a tu monedero',
    title: 'Abono a tu monedero',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph: `${TOP_UP_OPENINGS[topUp.via]} ${what} a tu monedero. Ya puedes usarlo para pagar tus envíos.`,
      },
      facts(
        ['Monto', amount],
        ['Fecha', formatDateTime(topUp.at)],
        ['Forma de pago', TOP_UP_METHODS[topUp.via]],
        ['Motivo', topUp.reason],
        ['Orden', topUp.orderId],
      ),
      ...(links.wallet ? [{ button: { href: links.wallet, label: 'Ver mi monedero' } }] : []),
    ],
  });
}

export interface OxxoVoucherMail {
  reference: string;
  amountCentavos: number;
  expiresAt: string;
}

/** The OXXO voucher just made: its reference, amount and expiry, and the printable voucher's link. */
export function oxxoVoucherMail(
  to: MailPerson,
  voucher: OxxoVoucherMail,
  links: { voucher: string; settings: string },
): MailMessage {
  const amount = to.showAmounts ? formatMXN(voucher.amountCentavos) : null;
  return renderMail({
    to: to.email,
    subject: `Tu ficha para pagar en OXXO: referencia ${voucher.reference}`,
    title: 'Paga en OXXO para recargar tu saldo',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph:
          'Presenta esta referencia en la caja de cualquier tienda OXXO y paga en efectivo el monto exacto antes de la fecha de vencimiento. Abonaremos el saldo a tu monedero en cuanto OXXO confirme el pago; una ficha vencida ya no se puede pagar.',
      },
      facts(
        ['Referencia', voucher.reference],
        ['Monto', amount],
        ['Vence', formatDateTime(voucher.expiresAt)],
      ),
      { button: { href: links.voucher, label: 'Ver e imprimir la ficha' } },
    ],
  });
}

const REFUND_REASONS = {
  'guide-failed': 'La paquetería no pudo generar la guía.',
  'paid-twice': 'El envío se pagó dos veces; devolvimos el pago repetido.',
  'guide-cancelled': 'La guía se canceló.',
} as const;

export interface Refund {
  amountCentavos: number;
  reason: keyof typeof REFUND_REASONS;
  numberGuide?: string | null;
  carrier?: string;
  refundedAt: string;
}

export function refundMail(
  to: MailPerson,
  refund: Refund,
  links: { shipment: string; wallet: string | null; settings: string },
): MailMessage {
  const amount = to.showAmounts ? formatMXN(refund.amountCentavos) : null;
  return renderMail({
    to: to.email,
    subject: refund.numberGuide ? `Reembolso de tu guía ${refund.numberGuide}` : 'Reembolso de tu envío',
    title: 'Te reembolsamos un envío',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph: amount
          ? `Devolvimos ${amount} a tu monedero. Ya puedes usarlo para pagar otros envíos.`
          : 'Devolvimos lo pagado por este envío a tu monedero. Ya puedes usarlo para pagar otros envíos.',
      },
      facts(
        ['Motivo', REFUND_REASONS[refund.reason]],
        ['Guía', refund.numberGuide],
        ['Paquetería', carrierName(refund.carrier)],
        ['Monto', amount],
        ['Fecha', formatDateTime(refund.refundedAt)],
      ),
      { button: { href: links.shipment, label: 'Ver el envío' } },
      ...(links.wallet ? [{ link: { href: links.wallet, label: 'Ver mi monedero' } }] : []),
    ],
  });
}

// ---------- Public API ----------

/** Always sent: a webhook that failed for days was turned off, and how to turn one on again. */
export function webhookDisabledMail(
  to: MailPerson,
  endpoint: { url: string; failingSince: string; disabledAt: string },
  links: { developers: string; settings: string },
): MailMessage {
  return renderMail({
    to: to.email,
    subject: 'Desactivamos un webhook que no respondía',
    title: 'Tu webhook fue desactivado',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph:
          'Cada entrega a este webhook falló durante días, así que dejamos de enviarle eventos. Revisa que tu servidor responda con un código 2xx y crea el webhook de nuevo; los eventos de estos días siguen en el registro de eventos (GET /api/v2/events) y puedes reenviarlos.',
      },
      facts(
        ['URL', endpoint.url],
        ['Falla desde', formatDateTime(endpoint.failingSince)],
        ['Desactivado el', formatDateTime(endpoint.disabledAt)],
      ),
      { button: { href: links.developers, label: 'Ir a API y Webhooks' } },
    ],
  });
}

/** What the batch-ready mail says: how many labels were made or failed (those refunded). */
export interface BatchReady {
  batchId: string;
  rows: number;
  generated: number;
  failed: number;
  /** What it was charged (shown to those who see amounts). */
  paidCentavos?: number;
}

/** 'Las guías de tu lote están listas': one mail for a batch's labels, with its page to print them all. */
export function batchReadyMail(
  to: MailPerson,
  batch: BatchReady,
  links: { batch: string; settings: string },
): MailMessage {
  const made = `${batch.generated} de ${batch.rows}`;
  return renderMail({
    to: to.email,
    subject: `Las guías de tu lote están listas (${made})`,
    title: 'Las guías de tu lote están listas',
    firstName: to.firstName,
    settingsUrl: links.settings,
    blocks: [
      {
        paragraph:
          'Generamos las guías de tu envío masivo. Descárgalas en un solo archivo (PDF carta, PDF 4x6 o ZPL) y la relación de envíos de cada paquetería desde la página del lote.',
      },
      facts(
        ['Guías generadas', made],
        to.showAmounts && batch.paidCentavos !== undefined && ['Total pagado', formatMXN(batch.paidCentavos)],
        batch.failed > 0 && ['Sin guía (reembolsadas a tu monedero)', String(batch.failed)],
      ),
      { button: { href: links.batch, label: 'Ver el lote y descargar las guías' } },
    ],
  });
}
