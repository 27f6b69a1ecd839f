import { Inject, Injectable } from '@nestjs/common';
import { GuideGenerated } from '@envios/contracts';
import { toMexicoCityDate, toPackageType } from '@envios/domain';
import { APP_CONFIG, BusinessMetrics, EventPublisher } from '@envios/platform';
import type { LabelParty } from '@envios/carriers';
import type { ShipmentsConfig } from '../../config';
import { LabelLinks } from '../../files/label-links';
import { LabelStorage, storedPath } from '../../files/label-storage';
import { LabelConnectors } from '../../integrations/label-connectors';
import { ShipmentStore } from '../../shipments/shipment-store';
import type { StoredShipment } from '../../shipments/shipment.schema';

type Direction = StoredShipment['origin_direction'];

/** The 'guía lista' e-mail's download link works for a week. */
const MAIL_LINK_TTL_SECONDS = 7 * 86_400;
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
 * and removes its file: one label per paid shipment. The last failed attempt is GiveUpGuideUseCase.
 */
@Injectable()
export class GenerateGuideUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly connectors: LabelConnectors,
    private readonly storage: LabelStorage,
    private readonly links: LabelLinks,
    private readonly events: EventPublisher,
    private readonly metrics: BusinessMetrics,
  ) {}

  /** `at` is when the label is made: its ship date and GuideGenerated's time (the demo seed's are past). */
  async execute(shipmentId: string, attempt = 1, at = new Date()): Promise<'generated' | 'already'> {
    const s = await this.shipments.byId(shipmentId);
    if (!s || s.guide_state !== 'pending') return 'already';
    const service = s.selected_service;
    const format = s.label_format ?? 'pdf-letter';
    const connector = await this.connectors.connectorFor(s);
    const started = performance.now();
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
      shipDate: toMexicoCityDate(at),
      format,
      remote: service.is_remote,
      signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
    });
    const file = `${shipmentId}-${label.trackingNumber.replace(/[^A-Za-z0-9]/g, '')}.${label.file.extension}`;
    await this.storage.save(file, label.file.bytes);
    const seconds = (performance.now() - started) / 1000;
    const written = await this.shipments.recordGuide(
      s,
      { numberGuide: label.trackingNumber, guide: storedPath(file), format, attempts: attempt },
      this.events.event(
        GuideGenerated,
        shipmentId,
        {
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
          recipient: {
            name: s.destination_direction.full_name,
            city: s.destination_direction.city,
            stateShort: s.destination_direction.state_short,
          },
          // The recipient notices (issue 30): whom to tell, in whose name, and by when it should arrive.
          recipientEmail: s.destination_direction.email,
          recipientPhone: s.destination_direction.phone,
          senderName: s.origin_direction.full_name,
          transitDays: s.selected_service.total_transit_days,
          parcels: s.parcels.map(({ weight, height, width, depth }) => ({ weight, height, width, depth })),
          labelLink: this.links.sign(file, at.getTime(), MAIL_LINK_TTL_SECONDS).url,
          ...(s.test ? { test: true } : {}),
          ...(s.batch_id ? { batchId: s.batch_id } : {}),
        },
        at,
      ),
    );
    if (!written) {
      // Another run made it first; its file is the label. (Same name when the number is ours.)
      const now = await this.shipments.fieldsOf(s._id, ['guide']);
      if (now?.guide !== storedPath(file)) await this.storage.remove(file);
      return 'already';
    }
    this.metrics.labelGenerated({
      carrier: service.carrier_code,
      source: s.test ? 'test' : service.source,
      seconds,
      ...(s.paid_at ? { paidSeconds: (at.getTime() - s.paid_at.getTime()) / 1000 } : {}),
    });
    return 'generated';
  }
}
