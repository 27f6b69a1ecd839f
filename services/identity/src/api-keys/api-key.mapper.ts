import type { ApiKeyDto } from '@envios/contracts';
import type { ApiKeyRecord } from './api-key.schema';

export const toApiKeyDto = (key: ApiKeyRecord): ApiKeyDto => ({
  _id: String(key._id),
  name: key.name,
  scopes: key.scopes,
  mode: key.mode,
  prefix: key.prefix,
  owner: { _id: String(key.owner), email: key.ownerEmail },
  created_at: key.createdAt.toISOString(),
  revoked_at: key.revokedAt?.toISOString() ?? null,
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  last_used_ip: key.lastUsedIp ?? null,
});
