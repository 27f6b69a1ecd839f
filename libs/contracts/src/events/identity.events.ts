import { z } from 'zod';
import { defineEvent } from '../envelope';
import { RoleSchema as Role } from '../api/common.api';
import { Topics } from '../topics';

const TariffRef = z.object({ id: z.string(), nombre: z.string(), tarifa: z.number() });

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  topic: Topics.identity,
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    rol: Role,
    active: z.boolean(),
    tipoUsuario: TariffRef.nullable(),
    parentClient: z.string().nullable(),
    createdBy: z.string().nullable(),
  }),
});

export const UserApproved = defineEvent({
  type: 'UserApproved',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), email: z.string(), firstName: z.string(), approvedBy: z.string() }),
});

export const UserBlocked = defineEvent({
  type: 'UserBlocked',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), blockedBy: z.string() }),
});

export const UserActivated = defineEvent({
  type: 'UserActivated',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), activatedBy: z.string() }),
});

export const UserAssignedToClient = defineEvent({
  type: 'UserAssignedToClient',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), clientId: z.string(), assignedBy: z.string() }),
});

export const UserRemovedFromClient = defineEvent({
  type: 'UserRemovedFromClient',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), clientId: z.string(), removedBy: z.string() }),
});

export const TariffChanged = defineEvent({
  type: 'TariffChanged',
  version: 1,
  topic: Topics.identity,
  schema: z.object({
    userId: z.string(),
    tipoUsuarioId: z.string(),
    nombre: z.string(),
    /** Percentage applied to carrier prices, e.g. 15 means +15 %. */
    tarifa: z.number(),
    changedBy: z.string(),
  }),
});

/** Carries no token: the reset link travels only in the e-mail. */
export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 1,
  topic: Topics.identity,
  schema: z.object({ userId: z.string(), email: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});

/** A contact-form message (a sales lead); identity's mail worker forwards it to the sales inbox. */
export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  version: 1,
  topic: Topics.identity,
  schema: z.object({
    contactId: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string(),
    email: z.string(),
    phone: z.string(),
    web: z.string().nullable(),
    message: z.string(),
    number_shipment: z.number().nullable(),
  }),
});

/** The optional e-mails a person can turn off (the overweight and account ones always go). */
export const OPTIONAL_EMAILS = [
  'guideReady',
  'paymentReceipt',
  'topUpReceipt',
  'refund',
  'guideCancelled',
] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

/**
 * A person changed their settings: which optional e-mails they get, and whether a pending overweight
 * charge is paid from their wallet as soon as its balance covers it (the wallet keeps that).
 */
export const AccountSettingsChanged = defineEvent({
  type: 'AccountSettingsChanged',
  version: 1,
  topic: Topics.identity,
  schema: z.object({
    userId: z.string(),
    emails: z.record(z.enum(OPTIONAL_EMAILS), z.boolean()),
    overweightAutopay: z.boolean(),
    changedAt: z.iso.datetime(),
  }),
});

/**
 * A customer's tax data for CFDI invoices was saved (PUT /users/{id}/tax-information), or cleared
 * (`taxInformation` null: their payments go into the period's global invoice).
 */
export const TaxInformationChanged = defineEvent({
  type: 'TaxInformationChanged',
  version: 1,
  topic: Topics.identity,
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    taxInformation: z
      .object({
        rfc: z.string(),
        razon_social: z.string(),
        regimen_fiscal: z.string(),
        uso_cfdi: z.string(),
        codigo_postal: z.string(),
        invoice_frequency: z.enum(['payment', 'weekly', 'fortnightly', 'monthly']),
      })
      .nullable(),
    changedAt: z.iso.datetime(),
  }),
});
