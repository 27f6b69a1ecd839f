import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/** A webhook endpoint failed every delivery for days and was turned off: its owner is e-mailed. */
export const WebhookEndpointDisabled = defineEvent({
  type: 'WebhookEndpointDisabled',
  version: 1,
  topic: Topics.webhooks,
  schema: z.object({
    endpointId: z.string(),
    owner: z.string(),
    url: z.string(),
    failingSince: z.iso.datetime(),
    disabledAt: z.iso.datetime(),
  }),
});
