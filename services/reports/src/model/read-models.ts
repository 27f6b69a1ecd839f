import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Schema, type Connection, type Model } from 'mongoose';
import type { LaneDoc } from './lanes';
import type { PrepaidRow } from './prepaid-row';
import type { ReportRow } from './report-row';

/**
 * A scope's day (`<scope>|D<AAAA-MM-DD>|<state or *>`) or month (`<scope>|M<AAAA-MM>|<state or *>`)
 * of figures (contribution.ts: countersId).
 */
export interface MonthDoc {
  _id: string;
  /** k.<carrier|type>.<counter>: shipment counters. */
  k?: Record<string, Record<string, number>>;
  /** p.{paid,paidN,pend,pendN}: top-ups; p.{paypal,spei,oxxo,staff}: what was paid, by method. */
  p?: Record<string, number>;
}

/** The same day or month's shipments per destination, c.<state|city>, per carrier and type filter. */
export interface DestDoc {
  _id: string;
  c?: Record<string, number>;
}

/** What identity said of an account. */
export interface Member {
  _id: string;
  role: string | null;
  clientId: string | null;
}

// Documents the use cases build whole; the schemas only name the collections and their indexes.
const loose = (): Schema =>
  new Schema<any>({ _id: String }, { versionKey: false, strict: false, minimize: false });

const rowSchema = loose();
// The general report reads a scope's month, day or hour at a time, by equality (FerretDB pushes
// those down), whichever holds few enough rows.
for (const bucket of ['uMonth', 'aMonth', 'uDay', 'aDay', 'day', 'uHour', 'aHour', 'hour'])
  rowSchema.index({ [bucket]: 1 });
const prepaidSchema = loose();
prepaidSchema.index({ uDay: 1 });
prepaidSchema.index({ aDay: 1 });
prepaidSchema.index({ day: 1 });
const monthSchema = loose();
const destSchema = loose();
const laneSchema = loose();
const memberSchema = loose();

export interface GenerationModels {
  rows: Model<ReportRow>;
  prepaids: Model<PrepaidRow>;
  months: Model<MonthDoc>;
  dests: Model<DestDoc>;
  /** On-time and late deliveries per lane and day (lanes.ts). */
  lanes: Model<LaneDoc>;
  members: Model<Member>;
}

/** The collections of one generation of the read models (a rebuild fills the next one). */
const generationCollections = (gen: number) => ({
  rows: `report_shipments_g${gen}`,
  prepaids: `report_prepaids_g${gen}`,
  months: `report_months_g${gen}`,
  dests: `report_dests_g${gen}`,
  lanes: `report_lanes_g${gen}`,
  members: `report_members_g${gen}`,
});

/** Mongoose models of each generation's collections, made once (the store, report-store.ts, uses them). */
@Injectable()
export class ReadModels {
  private readonly byGeneration = new Map<number, GenerationModels>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Creates a generation's collections with their indexes. */
  async prepare(gen: number): Promise<void> {
    await Promise.all(Object.values(this.of(gen)).map((model: Model<unknown>) => model.init()));
  }

  of(gen: number): GenerationModels {
    let models = this.byGeneration.get(gen);
    if (!models) {
      const names = generationCollections(gen);
      const model = <T>(name: string, schema: Schema) =>
        this.connection.model(name, schema, name) as unknown as Model<T>;
      models = {
        rows: model<ReportRow>(names.rows, rowSchema),
        prepaids: model<PrepaidRow>(names.prepaids, prepaidSchema),
        months: model<MonthDoc>(names.months, monthSchema),
        dests: model<DestDoc>(names.dests, destSchema),
        lanes: model<LaneDoc>(names.lanes, laneSchema),
        members: model<Member>(names.members, memberSchema),
      };
      this.byGeneration.set(gen, models);
    }
    return models;
  }

  /** Drops a generation's collections (after a rebuild replaced it). */
  async drop(gen: number): Promise<void> {
    for (const name of Object.values(generationCollections(gen)))
      await this.connection.dropCollection(name).catch(() => undefined);
    this.byGeneration.delete(gen);
  }
}
