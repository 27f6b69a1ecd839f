import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { GuideFailed, GuideGenerated } from '@envios/contracts';
import { toMexicoCityDate, toPackageType } from '@envios/domain';
import { APP_CONFIG, EventPublisher } from '@envios/platform';
import type { LabelParty } from '@envios/carriers';
import type { ShipmentsConfig } from '../../config';
import { LabelStorage, storedPath } from '../../files/label-storage';
import { LabelConnectors } from '../../integrations/label-connectors';
import { ShipmentListCache } from '../../shipments/shipment-list-cache';
import { Shipment, type StoredShipment } from '../../shipments/shipment.schema';

type Direction = StoredShipment['origin_direction'];
const party = (d: Direction): LabelParty & { email: string } => ({
  name: d.full_name,
  phone: d.phone,
  email: d.email,
  street: d.address,
  number: d.number,
  intNumber: d.intNumber,
  colony: d.colony,
  city: d.city,
  state: d.state,
  postalCode: d.postal_code,
  reference: d.reference_of_origin,
});

/**
 * Makes a paid shipment's label: the carrier's connector gives the guide number and file, the file
 * is stored under a name of its own, and the shipment takes both with GuideGenerated in one
 * conditional write (only while its label is pending). A second run for the same shipment — a
 * duplicate event, a job re-run after a worker died — finds it made and stops, or loses the write
 * and removes its file: one label per paid shipment.
 */
@Injectable()
export class GenerateGuideUseCase {
  private readonly logger = new Logger(GenerateGuideUseCase.name);

  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly connectors: LabelConnectors,
    private readonly storage: LabelStorage,
    private readonly events: EventPublisher,
    private readonly lists: ShipmentListCache,
  ) {}

  async execute(shipmentId: string, attempt = 1): Promise<'generated' | 'already'> {
    const s = await this.shipments.findById(shipmentId).lean<StoredShipment>();
    if (!s || s.guide_state !== 'pending') return 'already';
    const service = s.selected_service;
    const format = s.label_format ?? 'pdf-letter';
    const connector = await this.connectors.connectorFor(service.source, s.account);
    const label = await connector.createLabel({
      shipmentId,
      carrier: service.carrier_code,
      serviceCode: service.service_code,
      serviceName: service.carrier_service_name,
      packageType: toPackageType(s.shipment_type),
      sender: party(s.origin_direction),
      recipient: { ...party(s.destination_direction), residential: s.destination_direction.residential },
      parcels: s.parcels,
      content: s.description_of_the_content,
      shipDate: toMexicoCityDate(new Date()),
      format,
      remote: service.is_remote,
      signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
    });
    const file = `${shipmentId}-${label.trackingNumber.replace(/[^A-Za-z0-9]/g, '')}.${label.file.extension}`;
    await this.storage.save(file, label.file.bytes);
    const written = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'pending' },
      {
        $set: {
          guide_state: 'generated',
          number_guide: label.trackingNumber,
          guide: storedPath(file),
          label_format: format,
          guide_error: null,
          guide_attempts: attempt,
        },
      },
      this.events.event(GuideGenerated, shipmentId, {
        shipmentId,
        owner: s.owner,
        account: s.account,
        carrier: service.carrier_code,
        service: service.service_code,
        serviceName: service.carrier_service_name,
        numberGuide: label.trackingNumber,
        guide: storedPath(file),
        format,
        source: service.source,
      }),
    );
    if (!written.modifiedCount) {
      // Another run made it first; its file is the label. (Same name when the number is ours.)
      const now = await this.shipments.findById(s._id, { guide: 1 }).lean();
      if (now?.guide !== storedPath(file)) await this.storage.remove(file);
      return 'already';
    }
    await this.lists.changed([s]);
    return 'generated';
  }

  /** Every attempt failed: the label is given up on, and GuideFailed tells the wallet to refund. */
  async giveUp(shipmentId: string, reason: string, attempts: number): Promise<void> {
    const s = await this.shipments.findById(shipmentId).lean<StoredShipment>();
    if (!s || s.guide_state !== 'pending') return;
    this.logger.warn(`label of ${shipmentId} failed after ${attempts} attempts: ${reason}`);
    const written = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'pending' },
      { $set: { guide_state: 'failed', guide_error: reason.slice(0, 500), guide_attempts: attempts } },
      this.events.event(GuideFailed, shipmentId, {
        shipmentId,
        owner: s.owner,
        carrier: s.selected_service.carrier_code,
        reason: reason.slice(0, 500),
        attempts,
      }),
    );
    if (written.modifiedCount) await this.lists.changed([s]);
  }
}
