import { Injectable, Logger } from '@nestjs/common';
import { PickupMissed } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import { PickupBooking } from '../pickup-booking';
import { PickupStore } from '../pickup-store';

/**
 * A window has closed: each scheduled pickup whose window closed by `at` is asked about at its
 * carrier (the guides' tracking): a pickup scan makes it collected, none makes it missed (flagged in
 * the list and offered for rescheduling). Run by the delayed job of each booking, the sweep, and
 * POST /internal/pickups/close-windows (tests name the instant and the pickups). A carrier that does
 * not answer leaves the pickup scheduled; the job's retry or the next sweep asks again.
 */
@Injectable()
export class ClosePickupWindowsUseCase {
  private readonly logger = new Logger(ClosePickupWindowsUseCase.name);

  constructor(
    private readonly pickups: PickupStore,
    private readonly booking: PickupBooking,
    private readonly events: EventPublisher,
  ) {}

  async execute(at: Date, ids?: readonly string[]) {
    const collected: string[] = [];
    const missed: string[] = [];
    let failed = 0;
    for (const p of await this.pickups.closedBy(at, ids)) {
      let came: Date | null;
      try {
        came = await this.booking.collectedAt(p);
      } catch (err) {
        failed++;
        this.logger.warn(`pickup ${p._id}: its carrier did not answer (${String(err)})`);
        continue;
      }
      if (came) {
        if (await this.booking.markCollected(p, came)) collected.push(p._id);
        continue;
      }
      const done = await this.pickups.finish(
        p,
        ['scheduled'],
        'missed',
        at,
        this.events.event(PickupMissed, p._id, {
          ...PickupBooking.about(p),
          date: p.date,
          closeTime: p.close_time,
          missedAt: at.toISOString(),
        }),
      );
      if (done) missed.push(p._id);
    }
    if (failed && ids) throw new Error(`${failed} pickup(s) could not be checked at their carrier`);
    return { collected, missed };
  }
}
