import { pemKey, secret, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const IdentityConfigSchema = serviceConfigSchema.extend({
  /** Ed25519 private key (PKCS#8) that signs access tokens; the BFF holds the public key. */
  JWT_PRIVATE_KEY: secret(pemKey, 100),
  SESSION_SHORT_HOURS: z.coerce.number().positive().default(8),
  SESSION_LONG_DAYS: z.coerce.number().positive().default(30),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Envíos MX <no-responder@envios.mx>'),
  /** Where the sales team receives contact-form leads. */
  SALES_INBOX: z.email(),
  /** Where people open the portal: the links in e-mails (sign-in, reset, labels, shipments). */
  PUBLIC_URL: z.url(),
  /** argon2id cost; see bench/signin for how these were chosen. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).default(1),
  /** Failures of one account before each further attempt must wait (1 s, doubling; login-throttle.ts). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Failures from one address in the window before it is suspect (login-throttle.ts). */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Requests a second one API key may make, unless its account has its own limit (issue 26). */
  API_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(50),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** The invoicing service: a stamped invoice's XML and PDF, attached to its e-mail (issue 29). */
  INVOICING_URL: z.url(),
  /**
   * Recipient notices over WhatsApp (issue 30): the WhatsApp Business Cloud API, off unless both the
   * token and the sending number's id are set. The base URL is Meta's Graph API (our sandbox locally).
   */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  /** The approved template (Spanish) with six body parameters: name, sender, status, guide, expected day, page. */
  WHATSAPP_TEMPLATE: z.string().min(1).default('aviso_envio'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('es_MX'),
});
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
