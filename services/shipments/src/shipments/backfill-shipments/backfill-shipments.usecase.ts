import { Injectable, Logger } from '@nestjs/common';
import { withPostalState } from '../direction-state';
import { storedSearchTerms } from '../search-terms';
import { ShipmentStore } from '../shipment-store';
import type { StoredShipment } from '../shipment.schema';

const BACKFILLED = [
  'owner',
  'account',
  'origin_direction',
  'destination_direction',
  'selected_service',
  'number_guide',
  'search_terms',
  'test',
] as const;
type Backfilled = Pick<StoredShipment, (typeof BACKFILLED)[number] | '_id'>;

const sameTerms = (a: string[], b: string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * Once, at the first start of this version (a job with a fixed id on the maintenance queue): every
 * stored shipment gets the state SEPOMEX places its postal codes in (those made through the
 * Cotizador were stored without one) and search terms that include its guide number (labels made
 * before did not add them). Changes only what differs, so running it again changes nothing.
 */
@Injectable()
export class BackfillShipmentsUseCase {
  private readonly logger = new Logger(BackfillShipmentsUseCase.name);

  constructor(private readonly shipments: ShipmentStore) {}

  async execute(): Promise<{ read: number; fixed: number }> {
    let read = 0;
    let fixed = 0;
    for await (const batch of this.shipments.everyShipment(BACKFILLED)) {
      read += batch.length;
      const changed = batch.flatMap((s: Backfilled) => {
        const origin_direction = withPostalState(s.origin_direction);
        const destination_direction = withPostalState(s.destination_direction);
        const search_terms = storedSearchTerms({ ...s, origin_direction, destination_direction });
        if (
          origin_direction === s.origin_direction &&
          destination_direction === s.destination_direction &&
          sameTerms(search_terms, s.search_terms ?? [])
        )
          return [];
        return [{ shipment: s, set: { origin_direction, destination_direction, search_terms } }];
      });
      await this.shipments.applyFixes(changed);
      fixed += changed.length;
    }
    if (fixed)
      this.logger.log(`backfill: ${fixed} of ${read} shipments got their state and guide search terms`);
    return { read, fixed };
  }
}
