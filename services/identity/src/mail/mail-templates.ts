import type { MailMessage } from './mail.service';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="es-MX"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${escapeHtml(title)}</h1>${body}
<p style="font-size:12px;color:#6b7280;margin-top:32px">Envíos MX · Este es un mensaje automático; no respondas a este correo.</p>
</td></tr></table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;

export function approvalMail(to: string, firstName: string, signInUrl: string): MailMessage {
  const title = 'Tu cuenta ha sido aprobada';
  return {
    to,
    subject: 'Tu cuenta de Envíos MX está activa',
    html: layout(
      title,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Revisamos tu registro y tu cuenta ya está activa. Desde ahora puedes cotizar con varias paqueterías, comprar guías y dar seguimiento a tus envíos.</p>${button(signInUrl, 'Iniciar sesión')}`,
    ),
    text: `Hola ${firstName}:\n\nTu cuenta de Envíos MX ya está activa. Inicia sesión en ${signInUrl}\n`,
  };
}

export function passwordResetMail(
  to: string,
  firstName: string,
  resetUrl: string,
  minutes: number,
): MailMessage {
  const title = 'Restablece tu contraseña';
  return {
    to,
    subject: 'Restablece tu contraseña de Envíos MX',
    html: layout(
      title,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y vence en ${minutes} minutos.</p>${button(resetUrl, 'Elegir una nueva contraseña')}<p style="font-size:13px;color:#6b7280">Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.</p>`,
    ),
    text: `Hola ${firstName}:\n\nPara elegir una nueva contraseña abre este enlace (una sola vez, vence en ${minutes} minutos):\n${resetUrl}\n\nSi no lo solicitaste, ignora este correo.\n`,
  };
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
  const rows: [string, string][] = [
    ['Nombre', `${lead.first_name} ${lead.last_name}`],
    ['Empresa', lead.company_name],
    ['Correo', lead.email],
    ['Teléfono', lead.phone],
    ['Sitio web', lead.web ?? '—'],
    ['Ya hace envíos', lead.number_shipment === null ? 'No' : `Sí, ${lead.number_shipment} al mes`],
  ];
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${k}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return {
    to,
    replyTo: lead.email,
    subject: `Nuevo contacto: ${lead.company_name} (${lead.first_name} ${lead.last_name})`,
    html: layout(
      'Nuevo mensaje desde el formulario de contacto',
      `<table>${table}</table><p style="white-space:pre-wrap;border-left:3px solid #1d4ed8;padding-left:12px">${escapeHtml(lead.message)}</p>`,
    ),
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${lead.message}\n`,
  };
}
