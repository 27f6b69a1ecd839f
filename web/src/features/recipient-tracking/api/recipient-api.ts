import type { RecipientOptOut, RecipientPage } from '@envios/contracts';
import { getJson, postJson } from '@/shared/api/public-api';

/** GET /public/tracking/{guide}: the recipient page's data (no session). */
export const getRecipientPage = (guide: string) =>
  getJson<RecipientPage>(`/public/tracking/${encodeURIComponent(guide)}`);

/** POST /public/recipient-opt-out: the signed link of an e-mail or of the page. */
export const optOutRecipient = (body: RecipientOptOut) =>
  postJson<{ opted_out: true; sender: string }>('/public/recipient-opt-out', body);
