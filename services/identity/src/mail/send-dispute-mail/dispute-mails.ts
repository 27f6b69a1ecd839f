import { formatMXN } from '@envios/domain';
import type { MailBlock } from '../mail-layout';
import { renderMail } from '../mail-layout';
import type { MailPerson } from '../mail-templates';
import type { MailMessage } from '../mail.service';

/** Issue 30: one step of an overweight dispute, as its e-mail tells it. */
export type DisputeStep =
  { kind: 'opened'; photos: number } | { kind: 'accepted' } | { kind: 'rejected'; reason: string };

export interface DisputeMailFacts {
  numberGuide: string | null;
  overweightKg: number;
  costCentavos: number;
}

const kg = (value: number) => `${value.toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg`;

/** The e-mail of a dispute's step (opened, accepted, rejected), to the shipment's owner. */
export function disputeMail(
  to: MailPerson,
  step: DisputeStep,
  d: DisputeMailFacts,
  links: { overweight: string },
): MailMessage {
  const guide = d.numberGuide ? ` de la guía ${d.numberGuide}` : '';
  const facts: MailBlock = {
    facts: [
      ['Guía', d.numberGuide ?? '—'],
      ['Sobrepeso', kg(d.overweightKg)],
      ...(to.showAmounts ? [['Cargo por sobrepeso', formatMXN(d.costCentavos)] as const] : []),
    ],
  };
  const content = {
    opened: {
      subject: `Recibimos tu disputa del sobrepeso${guide}`,
      title: 'Recibimos tu disputa',
      blocks: [
        {
          paragraph: `Recibimos tu disputa con ${step.kind === 'opened' ? step.photos : 0} foto(s). La revisaremos con la paquetería; mientras tanto no cobraremos este cargo ni lo pagaremos automáticamente.`,
        },
        facts,
      ],
    },
    accepted: {
      subject: `Aceptamos tu disputa del sobrepeso${guide}`,
      title: 'Tu disputa fue aceptada',
      blocks: [
        {
          paragraph:
            'Revisamos tus fotos y medidas y aceptamos tu disputa: si el cargo estaba pendiente, lo cancelamos; si ya lo habías pagado, te lo reembolsamos a tu monedero.',
        },
        facts,
      ],
    },
    rejected: {
      subject: `Rechazamos tu disputa del sobrepeso${guide}`,
      title: 'Tu disputa fue rechazada',
      blocks: [
        { paragraph: 'Revisamos tu disputa y el cargo por sobrepeso se mantiene. El motivo:' },
        { quote: step.kind === 'rejected' ? step.reason : '' },
        facts,
        {
          paragraph:
            'El cargo vuelve a estar pendiente de pago (o se cobra solo si tienes el pago automático activado).',
        },
      ],
    },
  }[step.kind];
  return renderMail({
    to: to.email,
    subject: content.subject,
    title: content.title,
    firstName: to.firstName,
    blocks: [...content.blocks, { button: { href: links.overweight, label: 'Ver mis sobrepesos' } }],
  });
}
