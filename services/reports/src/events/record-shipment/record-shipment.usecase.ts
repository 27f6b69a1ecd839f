import { Injectable } from '@nestjs/common';
import { ReportStore } from '../../model/report-store';
import { foldRowEvent, type RowEvent } from '../../model/row-events';

/**
 * An event about a shipment (from shipments, the wallet or tracking): its row takes it once per
 * event id, and the figures the difference it made (the store keeps both).
 */
@Injectable()
export class RecordShipmentUseCase {
  constructor(private readonly store: ReportStore) {}

  execute(event: RowEvent, eventId: string): Promise<void> {
    return this.store.recordShipment(event.data.shipmentId, (row) => foldRowEvent(row, event, eventId));
  }
}
