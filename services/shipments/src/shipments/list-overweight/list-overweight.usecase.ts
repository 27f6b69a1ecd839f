import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { OverweightRecords } from '../overweight-records';

/** The newest this many are listed without paging. */
const LISTED = 500;

/** GET /shipments/all/{userId}/overweight: the shipments with overweight and its cost, newest first. */
@Injectable()
export class ListOverweightUseCase {
  constructor(private readonly records: OverweightRecords) {}

  async execute(caller: CallerIdentity, userId: string) {
    return { docs: (await this.records.of(caller, userId)).slice(0, LISTED) };
  }
}
