import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Endpoint, type EndpointRecord } from './endpoint.schema';

/** Endpoints (or events) of one mode: a test one's, or a live one's (those made before modes too). */
export const sameMode = (test: boolean | undefined) => ({ test: test ? true : { $ne: true } });

/** How long "this account has no endpoint for this type" is remembered. */
const NONE_FOR_MS = 5_000;
const MAX_REMEMBERED = 50_000;

/**
 * The enabled endpoints of an account subscribed to an event type, in one mode (test or live).
 * Most accounts have none, and a paid batch sends a thousand events of one account within a
 * minute: that an account has none is remembered for a few seconds. An endpoint created here is
 * seen at once; one created on another replica within NONE_FOR_MS.
 */
@Injectable()
export class SubscribedEndpoints {
  private readonly none = new Map<string, number>();

  constructor(@InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>) {}

  async of(account: string, type: string, test: boolean, now = Date.now()): Promise<EndpointRecord[]> {
    const key = `${account}|${type}|${test}`;
    if ((this.none.get(key) ?? 0) > now) return [];
    const found = await this.endpoints
      .find({ owner: account, enabled: true, events: type, ...sameMode(test) }, { _id: 1 })
      .lean<EndpointRecord[]>();
    if (found.length) this.none.delete(key);
    else {
      this.none.set(key, now + NONE_FOR_MS);
      if (this.none.size > MAX_REMEMBERED) this.none.delete(this.none.keys().next().value!);
    }
    return found;
  }

  /** The account has a new endpoint: what was remembered of it is forgotten. */
  forget(account: string): void {
    for (const key of this.none.keys()) if (key.startsWith(`${account}|`)) this.none.delete(key);
  }
}
