import { Injectable } from '@nestjs/common';
import { AggregateBuffer } from '../../model/aggregate-buffer';
import { contribution, delta } from '../../model/contribution';
import { Generations } from '../../model/generations';
import { ReadModels } from '../../model/read-models';
import { RowBuckets } from '../../model/row-buckets';
import { emptyRow, type ReportRow } from '../../model/report-row';
import { foldRowEvent, type RowEvent } from '../../model/row-events';

const DUPLICATE_KEY = 11000;
const HELD_ROWS = 100_000;

/**
 * An event about a shipment: its row takes it (once per event id: a write conditional on the row's
 * revision, so concurrent events of one shipment queue up), and the aggregates take the difference
 * it made to what the row adds to them. To every generation events go to (a rebuild fills the next).
 */
@Injectable()
export class RecordShipmentUseCase {
  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
    private readonly buffer: AggregateBuffer,
    private readonly buckets: RowBuckets,
  ) {}

  /**
   * The rows this process last read or wrote, per generation: most events of a shipment follow each
   * other here, and a row held costs no read. Writes stay conditional on its revision, so one that
   * another replica changed meanwhile is read again.
   */
  private readonly held = new Map<number, Map<string, ReportRow>>();

  private holding(gen: number): Map<string, ReportRow> {
    let rows = this.held.get(gen);
    if (!rows) this.held.set(gen, (rows = new Map()));
    return rows;
  }

  private hold(gen: number, row: ReportRow): void {
    const rows = this.holding(gen);
    rows.delete(row._id);
    rows.set(row._id, row);
    if (rows.size > HELD_ROWS) rows.delete(rows.keys().next().value!);
  }

  async execute(event: RowEvent, eventId: string, gens?: number[]): Promise<void> {
    for (const gen of gens ?? (await this.generations.targets())) await this.apply(gen, event, eventId);
  }

  private async apply(gen: number, event: RowEvent, eventId: string): Promise<void> {
    const { rows } = this.models.of(gen);
    const id = event.data.shipmentId;
    for (let attempt = 0; attempt < 20; attempt++) {
      const stored = this.holding(gen).get(id) ?? (await rows.findById(id).lean<ReportRow>());
      const before = stored ?? emptyRow(id);
      const after = foldRowEvent(before, event, eventId);
      if (after === before) return;
      if (!stored) {
        try {
          await rows.create(after);
        } catch (err) {
          if ((err as { code?: number }).code === DUPLICATE_KEY) continue;
          throw err;
        }
      } else {
        const { _id, ...fields } = after;
        const written = await rows.updateOne({ _id, rev: before.rev }, { $set: fields });
        if (!written.modifiedCount) {
          this.holding(gen).delete(id);
          continue;
        }
      }
      this.hold(gen, after);
      // The general report's buckets of this row's scopes' month take it or drop it.
      await this.buckets.changed(gen, after);
      const d = delta(contribution(before), contribution(after));
      this.buffer.add(gen, d.months, d.dests);
      return;
    }
    throw new Error(`report row ${id} kept changing while ${event.type} was recorded`);
  }
}
