import { hash } from 'node:crypto';
import type {
  CancelLabelRequest,
  CancelLabelResult,
  CancelPickupResult,
  CarrierConnector,
  CarrierQuote,
  LabelRequest,
  LabelResult,
  PickupRequest,
  RateRequest,
  ScheduledPickup,
  TrackResult,
} from '../carrier-connector';
import type { RatecardConnector } from '../ratecard/ratecard.connector';
import { TEST_LABEL_WATERMARK } from '../labels/label-renderer';

/** Guide numbers of test labels: this prefix and 12 digits, never a carrier's format. */
const TEST_GUIDE_PREFIX = 'PRUEBA';

/**
 * The guide number of a test label: derived from the shipment id (a label made twice is the same
 * label), with a prefix no carrier uses, so it can never be taken for a real guide.
 */
function testGuideNumber(shipmentId: string): string {
  const digits = BigInt(`0x${hash('sha256', `test-guide:${shipmentId}`, 'hex')}`)
    .toString()
    .slice(0, 12);
  return `${TEST_GUIDE_PREFIX}${digits}`;
}

/**
 * A test API key's carrier: priced by our rate card, its labels ours with the watermark "PRUEBA —
 * SIN VALOR" and a test guide number, and nothing sent to a carrier or the carrier network — a
 * void is done at once, a test guide has no events, and no courier is booked.
 */
export class TestModeConnector implements CarrierConnector {
  readonly source = 'ratecard' as const;
  readonly remote = false;

  constructor(private readonly ratecard: RatecardConnector) {}

  quote(request: RateRequest): Promise<CarrierQuote> {
    return this.ratecard.quote(request);
  }

  createLabel(request: LabelRequest): Promise<LabelResult> {
    return this.ratecard.createLabel(request, {
      trackingNumber: testGuideNumber(request.shipmentId),
      watermark: TEST_LABEL_WATERMARK,
    });
  }

  async cancelLabel(_request: CancelLabelRequest): Promise<CancelLabelResult> {
    return { status: 'cancelled' };
  }

  async track(): Promise<TrackResult> {
    return { notFound: false, events: [] };
  }

  async schedulePickup(_request: PickupRequest): Promise<ScheduledPickup> {
    throw new Error('a test label is never collected: no pickup is booked for it');
  }

  async cancelPickup(): Promise<CancelPickupResult> {
    return { status: 'cancelled' };
  }
}
