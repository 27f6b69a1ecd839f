import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type EnviosClient = Client<paths>;
export type Schemas = components['schemas'];

/**
 * A typed client of the public API: `client.POST('/api/v2/rates', { body })` answers `{data, error,
 * response}` with the document's types. `key` is an API key (`envmx_live_…`); `baseUrl` the portal.
 */
export function createEnviosClient(
  baseUrl: string,
  key: string,
  init: { fetch?: typeof fetch } = {},
): EnviosClient {
  return createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${key}` },
    ...(init.fetch ? { fetch: init.fetch } : {}),
  });
}
