import { Injectable } from '@nestjs/common';
import { ReportStore } from '../../model/report-store';
import { foldRowEvent, type RowEvent } from '../../model/row-events';

/**
 * An event about a shipment (from shipments, the wallet or tracking): its row takes it once per
 * event id, and the figures the difference it made (the store keeps both). A test shipment's
 * events (test API keys) are left out.
 */
@Injectable()
export class RecordShipmentUseCase {
  constructor(private readonly store: ReportStore) {}

  async execute(event: RowEvent, eventId: string): Promise<void> {
    // A test API key's shipments are never counted.
    if ('test' in event.data && event.data.test) return;
    return this.store.recordShipment(event.data.shipmentId, (row) => foldRowEvent(row, event, eventId));
  }
}
