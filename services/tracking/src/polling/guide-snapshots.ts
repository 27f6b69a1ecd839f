import { Injectable } from '@nestjs/common';
import type { TrackedGuide } from '../guides/tracked-guide.schema';

const MAX_GUIDES = 200_000;
/** A snapshot is trusted this long; past it the guide is read again. */
const TTL_MS = 10 * 60_000;

/**
 * What this worker last read or wrote of each guide it polls, so that a poll whose carrier reports
 * nothing new costs no database read at all (most polls). Writes stay conditional on the version the
 * snapshot has: if another replica or a cancellation changed the guide meanwhile, the write misses,
 * the snapshot is dropped and the guide read again; a stopped guide has left the schedule, and a
 * poll only puts back guides still on it.
 */
@Injectable()
export class GuideSnapshots {
  private readonly guides = new Map<string, { guide: TrackedGuide; at: number }>();

  get(id: string, now = Date.now()): TrackedGuide | undefined {
    const held = this.guides.get(id);
    if (!held) return undefined;
    if (now - held.at < TTL_MS) return held.guide;
    this.guides.delete(id);
    return undefined;
  }

  set(guide: TrackedGuide, now = Date.now()): void {
    this.guides.delete(guide._id);
    this.guides.set(guide._id, { guide, at: now });
    if (this.guides.size > MAX_GUIDES) this.guides.delete(this.guides.keys().next().value!);
  }

  drop(id: string): void {
    this.guides.delete(id);
  }
}
