import type { EventContract } from '../envelope';
import * as identity from './identity.events';
import * as quoting from './quoting.events';
import { platformPingEvent } from './platform-ping.event';

/** Every known event contract, for consumers to validate what arrives. */
export const EVENT_CONTRACTS: readonly EventContract[] = [
  platformPingEvent('identity'),
  ...Object.values(identity),
  ...Object.values(quoting),
];

const byKey = new Map(EVENT_CONTRACTS.map((c) => [`${c.type}@${c.version}`, c]));

export function findEventContract(type: string, version: number): EventContract | undefined {
  return byKey.get(`${type}@${version}`);
}
