import { createHmac } from 'node:crypto';

/**
 * The `Envios-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<body>">`, with one
 * `v1` per secret (two while a rotated secret is still honoured). A receiver recomputes it with its
 * secret, compares in constant time, and refuses a timestamp more than five minutes old.
 */
export function signatureHeader(secrets: readonly string[], body: string, t: number): string {
  const signed = `${t}.${body}`;
  return [`t=${t}`, ...secrets.map((s) => `v1=${createHmac('sha256', s).update(signed).digest('hex')}`)].join(
    ',',
  );
}
