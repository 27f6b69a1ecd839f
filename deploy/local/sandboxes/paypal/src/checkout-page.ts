/** The buyer's approval page (GET /checkoutnow?token=ID), in Spanish, small and accessible. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  h1 { font-size: 1.5rem; } fieldset { border: 1px solid #767676; border-radius: 4px; margin: 1rem 0; }
  .amount { font-size: 1.25rem; font-weight: bold; } .actions { display: flex; gap: 1rem; }
  button { font-size: 1rem; padding: 0.5rem 1.5rem; border-radius: 4px; border: 1px solid #003087; cursor: pointer; }
  button[value="pay"] { background: #003087; color: #fff; } button[value="cancel"] { background: #fff; color: #003087; }
  :focus-visible { outline: 3px solid #0070e0; outline-offset: 2px; }`;

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox de PayPal</title><style>${STYLE}</style></head>
<body><main>
<h1>Sandbox de PayPal</h1>
${main}
</main></body>
</html>`;
}

const OUTCOME_LABELS = [
  ['approve', 'Tarjeta aprobada'],
  ['decline', 'Tarjeta rechazada'],
  ['capture-failure', 'Falla en la captura'],
] as const;

export function checkoutPage(order: {
  id: string;
  status: string;
  amount: string;
  description?: string;
}): string {
  if (order.status === 'COMPLETED')
    return page('Pedido pagado', `<p role="status">Este pedido ya fue pagado.</p>`);
  const choices = OUTCOME_LABELS.map(
    ([value, label], i) =>
      `<div><input type="radio" id="outcome-${value}" name="outcome" value="${value}"${i === 0 ? ' checked' : ''}>
<label for="outcome-${value}">${label}</label></div>`,
  ).join('\n');
  return page(
    'Aprobar pago',
    `<p>Estás pagando a <strong>Comercio de prueba</strong>. Ningún cargo es real.</p>
<dl>
<dt>Importe</dt><dd class="amount">$${escape(order.amount)} MXN</dd>
${order.description ? `<dt>Concepto</dt><dd>${escape(order.description)}</dd>` : ''}
</dl>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escape(order.id)}">
<fieldset>
<legend>Resultado del pago</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay">Pagar</button>
<button type="submit" name="action" value="cancel">Cancelar</button>
</div>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p role="status">${escape(message)}</p>`);
}
