import {
  RecipientRoutes,
  RecipientTrackingRoutes,
  TrackingErrors,
  type RecipientPage,
} from '@envios/contracts';
import { CARRIER_LABELS, externalTrackingUrl } from '@envios/domain';
import { AppError } from '@envios/platform';
import type { ServiceClients } from '../platform/service-clients';

/**
 * The recipient page's data (issue 30), for /api/v1 and /api/v2 alike: tracking's view of the guide
 * (status, events, promised day), branded by identity with its sender. Nothing about money and no
 * address but a city and state: the answer is public to whoever holds the guide number.
 */
export async function recipientPage(services: ServiceClients, guide: string): Promise<RecipientPage> {
  const tracked = await services.tracking.call(RecipientTrackingRoutes.recipientView, { params: { guide } });
  if (tracked.test) throw AppError.of(TrackingErrors.guideNotFound, guide);
  const sender = await services.identity.call(RecipientRoutes.recipientSender, {
    query: { account: tracked.account, guide: tracked.guide },
  });
  return {
    guide: tracked.guide,
    carrier: tracked.carrier,
    carrier_name: CARRIER_LABELS[tracked.carrier],
    carrier_tracking_url: externalTrackingUrl(tracked.carrier, tracked.guide),
    status: tracked.status,
    status_text: tracked.status_text,
    expected_delivery: tracked.expected_delivery,
    delivered_at: tracked.delivered_at,
    events: tracked.events,
    sender: { name: sender.name, logo_url: sender.logo_url },
    recipient: {
      first_name: sender.recipient_first_name,
      city: sender.destination?.city ?? null,
      state: sender.destination?.state ?? null,
    },
    opt_out_url: sender.opt_out_signature
      ? `/rastreo/${encodeURIComponent(tracked.guide)}/baja?firma=${sender.opt_out_signature}`
      : null,
  };
}
