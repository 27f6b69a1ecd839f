import { CARRIER_LABELS, type CarrierCode } from '@envios/domain';
import { renderMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail.service';
import type { OutgoingNotice } from './recipient-channel';

const SUBJECTS = {
  label: (s: string) => `${s} preparó tu envío`,
  out_for_delivery: (s: string) => `Tu envío de ${s} va en camino a entregarse`,
  delivered: (s: string) => `Tu envío de ${s} fue entregado`,
  exception: (s: string) => `Hay una incidencia con tu envío de ${s}`,
} as const;

const TITLES = {
  label: 'Tu envío está en preparación',
  out_for_delivery: 'Tu envío sale hoy a entregarse',
  delivered: 'Tu envío fue entregado',
  exception: 'Tu envío tiene una incidencia',
} as const;

const dateFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'martes 3 de diciembre' for a calendar day (YYYY-MM-DD). */
export const formatDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00Z`));

function lead(n: OutgoingNotice, carrier: string): string {
  switch (n.kind) {
    case 'label':
      return `${n.sender} generó la guía de tu envío con ${carrier}. Te avisaremos cuando salga a entregarse.`;
    case 'out_for_delivery':
      return `Tu envío de ${n.sender} salió a entregarse. Procura que alguien pueda recibirlo.`;
    case 'delivered':
      return `${carrier} entregó tu envío de ${n.sender}.`;
    case 'exception':
      return `${carrier} reportó una incidencia con tu envío de ${n.sender}${n.statusText ? `: ${n.statusText}` : ''}. Revisa los detalles en la página de rastreo.`;
  }
}

/**
 * The recipient's e-mail (issue 30), in Spanish: what happened, the guide and carrier, the expected
 * day, the tracking page, and the signed link to stop these notices. No price, no address.
 */
export function recipientMail(n: OutgoingNotice): MailMessage & { headers: Record<string, string> } {
  const carrier = CARRIER_LABELS[n.notice.carrier as CarrierCode] ?? n.notice.carrier;
  const expected = n.kind !== 'delivered' && n.expectedBy ? formatDay(n.expectedBy) : null;
  const facts: (readonly [string, string])[] = [
    ['Remitente', n.sender],
    ['Paquetería', carrier],
    ['Guía', n.notice.guide],
    ...(expected ? [['Entrega estimada', expected] as const] : []),
  ];
  const message = renderMail({
    to: n.notice.email!,
    subject: SUBJECTS[n.kind](n.sender),
    title: TITLES[n.kind],
    ...(n.notice.firstName ? { firstName: n.notice.firstName } : {}),
    blocks: [
      { paragraph: lead(n, carrier) },
      { facts },
      { button: { href: n.pageUrl, label: 'Ver el rastreo' } },
      {
        note: `Recibes este aviso porque ${n.sender} envía un paquete a tu nombre con Envíos MX.`,
      },
      { link: { href: n.optOutUrl, label: `No quiero recibir más avisos de ${n.sender}` } },
    ],
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${n.optOutUrl}>` } };
}
