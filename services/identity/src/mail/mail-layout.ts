import type { MailMessage } from './mail.service';

/**
 * One piece of an e-mail's body. Every mail is a list of these, rendered twice from the same list:
 * as HTML in the layout below and as plain text, so the two versions never say different things.
 */
export type MailBlock =
  | { paragraph: string }
  /** Smaller, grey text: what to do if this was not you, how long a link lasts. */
  | { note: string }
  | { button: { href: string; label: string } }
  | { link: { href: string; label: string } }
  /** Label and value pairs ('Guía', '1234'). */
  | { facts: readonly (readonly [label: string, value: string])[] }
  /** A table with a header row, and an optional last row (a total). */
  | { table: { head: readonly string[]; rows: readonly (readonly string[])[]; foot?: readonly string[] } }
  /** Someone's own words, line breaks kept (a contact message). */
  | { quote: string };

export interface MailContent {
  to: string;
  subject: string;
  /** The heading of the message. */
  title: string;
  /** 'Hola Ana:' before the blocks, when it goes to a person. */
  firstName?: string;
  blocks: readonly MailBlock[];
  /** Where the person turns this kind of e-mail off (the optional ones), shown in the footer. */
  settingsUrl?: string;
  replyTo?: string;
}

const AUTOMATIC = 'Envíos MX · Este es un mensaje automático; no respondas a este correo.';
const OPT_OUT = 'Puedes dejar de recibir estos correos en Configuración';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const cell = 'padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p style="margin:0 0 12px">${escapeHtml(block.paragraph)}</p>`;
  if ('note' in block)
    return `<p style="margin:0 0 12px;font-size:13px;color:#6b7280">${escapeHtml(block.note)}</p>`;
  if ('button' in block)
    return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.button.label)}</a></p>`;
  if ('link' in block)
    return `<p style="margin:0 0 12px"><a href="${escapeHtml(block.link.href)}" style="color:#1d4ed8">${escapeHtml(block.link.label)}</a></p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
  }
  if ('table' in block) {
    const { head, rows, foot } = block.table;
    const line = (cells: readonly string[], tag: 'td' | 'th', extra = '') =>
      `<tr>${cells.map((c) => `<${tag} style="${cell}${extra}">${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
    return `<table cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px;font-size:14px"><thead>${line(head, 'th', ';color:#6b7280;font-weight:normal')}</thead><tbody>${rows.map((r) => line(r, 'td')).join('')}</tbody>${foot ? `<tfoot>${line(foot, 'td', ';font-weight:bold')}</tfoot>` : ''}</table>`;
  }
  return `<p style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding-left:12px">${escapeHtml(block.quote)}</p>`;
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('note' in block) return block.note;
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  if ('link' in block) return `${block.link.label}: ${block.link.href}`;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('table' in block) {
    const { head, rows, foot } = block.table;
    const line = (cells: readonly string[]) =>
      cells.map((c, i) => (head[i] ? `${head[i]}: ${c}` : c)).join(' · ');
    return [...rows.map((r) => `- ${line(r)}`), ...(foot ? [foot.filter(Boolean).join(': ')] : [])].join(
      '\n',
    );
  }
  return block.quote;
}

/** The e-mail's HTML (one layout for every mail) and its plain-text twin. */
export function renderMail(content: MailContent): MailMessage {
  const greeting = content.firstName === undefined ? [] : [{ paragraph: `Hola ${content.firstName}:` }];
  const blocks: MailBlock[] = [...greeting, ...content.blocks];
  const optOut = content.settingsUrl
    ? `<br><a href="${escapeHtml(content.settingsUrl)}" style="color:#6b7280">${OPT_OUT}</a>.`
    : '';
  const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:32px 24px"><h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${escapeHtml(content.title)}</h1>${blocks.map(blockHtml).join('\n')}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${AUTOMATIC}${optOut}</p>
</td></tr></table></td></tr></table></body></html>`;
  const footer = [
    '--',
    AUTOMATIC,
    ...(content.settingsUrl ? [`${OPT_OUT}: ${content.settingsUrl}`] : []),
  ].join('\n');
  const text = `${[...blocks.map(blockText), footer].join('\n\n')}\n`;
  return {
    to: content.to,
    subject: content.subject,
    html,
    text,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
