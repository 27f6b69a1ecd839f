import { API_KEY_SCOPES, CreateApiKeySchema, type ApiKeyScope } from '@envios/contracts';
import { z } from 'zod';

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  rates: 'Cotizar',
  shipments: 'Envíos',
  payments: 'Pagos',
  labels: 'Guías (etiquetas)',
  tracking: 'Rastreo',
  webhooks: 'Webhooks',
};

/** A key's permissions in the order the form lists them. */
export const orderedScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

/** The form keeps the chosen permissions as one comma-separated field: its values are flat. */
export const joinScopes = (scopes: readonly string[]) => scopes.join(',');
export const splitScopes = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .filter(Boolean);

export const apiKeyFormValues = () => ({ name: '', scopes: joinScopes(API_KEY_SCOPES), mode: 'live' });

/** The form as the API body. */
export const ApiKeyFormSchema = z.preprocess((input) => {
  const form = input as { name?: unknown; scopes?: unknown; mode?: unknown };
  return { name: form.name, scopes: splitScopes(form.scopes), mode: form.mode };
}, CreateApiKeySchema);

export const MODE_HELP = {
  live: 'Producción (live): cotiza, crea y paga envíos reales con el saldo de tu monedero.',
  test: 'Prueba (test): envíos marcados de prueba, pagados con el saldo de prueba, con guías «PRUEBA — SIN VALOR» que ninguna paquetería recibe. No cuentan en reportes ni en tu monedero.',
} as const;
