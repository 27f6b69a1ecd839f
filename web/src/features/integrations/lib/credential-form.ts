import { SaveCredentialSchema, type CredentialDto } from '@envios/contracts';
import {
  CARRIER_CONFIG_KEYS,
  isCarrierConfigName,
  type CarrierConfigMode,
  type CarrierConfigName,
} from '@envios/domain';
import { z } from 'zod';
import type { FieldOfIssue, FormValues } from '@/shared/lib/use-zod-form';

export const MODE_LABELS: Record<CarrierConfigMode, string> = {
  test: 'Pruebas (test)',
  production: 'Producción (production)',
};

/** Short words of a key name are acronyms: client_id → 'Client ID', url → 'URL', contrasena → 'Contrasena'. */
export function keyLabel(key: string): string {
  const words = key.split(/[_\s]+/).filter(Boolean);
  return words
    .map((word, index) => {
      if (word.length <= 3) return word.toUpperCase();
      return index === 0 ? word[0].toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

/** URLs are addresses, not secrets: the server stores and shows them as they are. */
export const isSecretKey = (key: string) => key !== 'url';

/** The keys a configuration holds, none when no carrier is chosen yet. */
export const keysOf = (name: string): readonly string[] =>
  isCarrierConfigName(name) ? CARRIER_CONFIG_KEYS[name] : [];

/** Each key is a flat form field, `keys.<key>`, so the form state stays a flat record. */
export const keyField = (key: string) => `keys.${key}`;

/** The flat fields of a configuration for one mode: its stored (masked) keys, or empty ones. */
export function credentialFormValues(
  name: CarrierConfigName | '',
  mode: CarrierConfigMode,
  active: boolean,
  stored?: CredentialDto,
): FormValues {
  const values: FormValues = { name, mode, active };
  for (const key of keysOf(name)) values[keyField(key)] = stored?.keys[mode]?.[key] ?? '';
  return values;
}

/** The flat form as the API body: only the keys of the chosen carrier. */
export const CredentialFormSchema = z.preprocess((input) => {
  const form = input as FormValues;
  const name = String(form.name ?? '');
  const keys = Object.fromEntries(keysOf(name).map((key) => [key, String(form[keyField(key)] ?? '')]));
  return { name: name || undefined, mode: form.mode || undefined, active: Boolean(form.active), keys };
}, SaveCredentialSchema);

/** Issues about a key belong to its own input. */
export const credentialFieldOf: FieldOfIssue = (path) =>
  path[0] === 'keys' ? keyField(String(path[1])) : String(path[0] ?? '');
