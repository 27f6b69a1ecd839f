import { Injectable } from '@nestjs/common';
import { foldPrepaidEvent, prepaidIdOf, type PrepaidEvent } from '../../model/prepaid-events';
import { ReportStore } from '../../model/report-store';

/**
 * A top-up asked for, paid or dropped, or a staff credit: its row takes it once per event id, and
 * the month documents the difference between what it counted as (pending, paid) before and after.
 * It belongs to its user's client as the reports know it when it first arrives.
 */
@Injectable()
export class RecordPrepaidUseCase {
  constructor(private readonly store: ReportStore) {}

  execute(event: PrepaidEvent, eventId: string): Promise<void> {
    return this.store.recordTopUp(prepaidIdOf(event), async (before, clientOf) => {
      if (before.ev.includes(eventId)) return before;
      const user = before.user ?? event.data.user;
      const account = before.account ?? (await clientOf(user)) ?? user;
      return foldPrepaidEvent(before, event, eventId, account);
    });
  }
}
