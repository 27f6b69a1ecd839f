import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../config';
import { EmailChannel } from './email-channel';
import { RECIPIENT_CHANNELS, type RecipientChannel } from './recipient-channel';
import { WhatsAppChannel } from './whatsapp/whatsapp-channel';

/** The notification port's adapters: e-mail always, WhatsApp once its token and number id are configured. */
export const RecipientChannelsProvider: Provider = {
  provide: RECIPIENT_CHANNELS,
  inject: [APP_CONFIG, EmailChannel, WhatsAppChannel],
  useFactory: (config: IdentityConfig, email: EmailChannel, whatsapp: WhatsAppChannel): RecipientChannel[] =>
    config.WHATSAPP_ACCESS_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID ? [email, whatsapp] : [email],
};
