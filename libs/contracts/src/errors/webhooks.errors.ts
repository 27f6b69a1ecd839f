import { MAX_WEBHOOK_ENDPOINTS } from '../api/webhooks.api';
import { defineErrors } from './common.errors';

/** Webhook endpoints and deliveries of the public API (issue 26). */
export const WebhookErrors = defineErrors({
  endpointNotFound: { status: 404, code: 'WEBHOOK.NOT_FOUND', message: 'El webhook no existe.' },
  deliveryNotFound: { status: 404, code: 'WEBHOOK.DELIVERY_NOT_FOUND', message: 'La entrega no existe.' },
  tooMany: {
    status: 409,
    code: 'WEBHOOK.TOO_MANY',
    message: `Una cuenta puede tener como máximo ${MAX_WEBHOOK_ENDPOINTS} webhooks. Elimina alguno antes de crear otro.`,
  },
  httpsOnly: {
    status: 400,
    code: 'WEBHOOK.HTTPS_ONLY',
    message: 'La URL del webhook debe usar https://.',
  },
  addressNotAllowed: {
    status: 400,
    code: 'WEBHOOK.ADDRESS_NOT_ALLOWED',
    message:
      'La URL del webhook apunta a una dirección privada, local o reservada; usa una dirección pública de internet.',
  },
  unresolvable: {
    status: 400,
    code: 'WEBHOOK.UNRESOLVABLE',
    message: 'No encontramos el dominio de la URL del webhook; revisa que esté bien escrito.',
  },
  disabled: {
    status: 409,
    code: 'WEBHOOK.DISABLED',
    message: 'El webhook está desactivado; crea uno nuevo para volver a recibir eventos.',
  },
});
