import { Injectable } from '@nestjs/common';
import type {
  EventData,
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  WalletCredited,
} from '@envios/contracts';
import { AggregateBuffer } from '../../model/aggregate-buffer';
import { prepaidDelta } from '../../model/contribution';
import { Generations } from '../../model/generations';
import { emptyPrepaid, prepaidPart, withDays, type PrepaidRow } from '../../model/prepaid-row';
import { ReadModels } from '../../model/read-models';

const DUPLICATE_KEY = 11000;

export type PrepaidEvent =
  | { type: 'PrepaidRequested'; data: EventData<typeof PrepaidRequested> }
  | { type: 'PrepaidExecuted'; data: EventData<typeof PrepaidExecuted> }
  | { type: 'PrepaidCancelled'; data: EventData<typeof PrepaidCancelled> }
  | { type: 'WalletCredited'; data: EventData<typeof WalletCredited> };

export const prepaidIdOf = (e: PrepaidEvent) =>
  e.type === 'WalletCredited' ? e.data.movementId : e.data.prepaidId;

/**
 * The top-up's row after the event with its id recorded (the same row when the id is already in
 * it). `account` is the user's client as the reports know it, used when the row has none yet.
 */
export function foldPrepaidEvent(
  before: PrepaidRow,
  event: PrepaidEvent,
  eventId: string,
  account: string,
): PrepaidRow {
  if (before.ev.includes(eventId)) return before;
  const next: PrepaidRow = { ...before, ev: [...before.ev, eventId].slice(-16), rev: before.rev + 1 };
  next.user ??= event.data.user;
  next.account ??= account;
  switch (event.type) {
    case 'PrepaidRequested':
      next.source = 'paypal';
      next.amountCentavos = event.data.amountCentavos;
      next.requestedAt = new Date(event.data.requestedAt);
      break;
    case 'PrepaidExecuted':
      next.source = 'paypal';
      next.amountCentavos = event.data.amountCentavos;
      next.paidAt = new Date(event.data.executedAt);
      break;
    case 'PrepaidCancelled':
      next.cancelled = true;
      break;
    case 'WalletCredited':
      next.source = 'staff';
      next.amountCentavos = event.data.amountCentavos;
      next.requestedAt = new Date(event.data.creditedAt);
      next.paidAt = new Date(event.data.creditedAt);
      break;
  }
  return withDays(next);
}

/**
 * A top-up asked for, paid or dropped, or a staff credit: its row takes it once per event id, and
 * the month documents the difference between what it counted as (pending, paid) before and after.
 * It belongs to its user's client as the reports know it when it first arrives.
 */
@Injectable()
export class RecordPrepaidUseCase {
  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
    private readonly buffer: AggregateBuffer,
  ) {}

  async execute(event: PrepaidEvent, eventId: string, gens?: number[]): Promise<void> {
    for (const gen of gens ?? (await this.generations.targets())) await this.apply(gen, event, eventId);
  }

  private async apply(gen: number, event: PrepaidEvent, eventId: string): Promise<void> {
    const { prepaids, members } = this.models.of(gen);
    const id = prepaidIdOf(event);
    for (let attempt = 0; attempt < 20; attempt++) {
      const stored = await prepaids.findById(id).lean<PrepaidRow>();
      const before = stored ?? emptyPrepaid(id);
      if (before.ev.includes(eventId)) return;
      const user = before.user ?? event.data.user;
      const account =
        before.account ?? (await members.findById(user, { clientId: 1 }).lean())?.clientId ?? user;
      const after = foldPrepaidEvent(before, event, eventId, account);
      if (!stored) {
        try {
          await prepaids.create(after);
        } catch (err) {
          if ((err as { code?: number }).code === DUPLICATE_KEY) continue;
          throw err;
        }
      } else {
        const { _id, ...fields } = after;
        const written = await prepaids.updateOne({ _id, rev: before.rev }, { $set: fields });
        if (!written.modifiedCount) continue;
      }
      this.buffer.add(gen, prepaidDelta(prepaidPart(before), prepaidPart(after)));
      return;
    }
    throw new Error(`report top-up ${id} kept changing while ${event.type} was recorded`);
  }
}
