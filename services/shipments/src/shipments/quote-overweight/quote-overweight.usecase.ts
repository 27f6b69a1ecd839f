import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type OverweightQuote, type ShipmentParcel } from '@envios/contracts';
import { centavosToPesos } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { OverweightPricing } from '../overweight-pricing';
import { ReadableShipment } from '../readable-shipment';

/**
 * POST /shipments/{id}/overweight/quote: what the carrier's measures would charge, before staff
 * register it (PUT /shipments/{id} then takes the cost they confirm). Nothing is written.
 */
@Injectable()
export class QuoteOverweightUseCase {
  constructor(
    private readonly readable: ReadableShipment,
    private readonly pricing: OverweightPricing,
  ) {}

  async execute(caller: CallerIdentity, id: string, measured: ShipmentParcel[]): Promise<OverweightQuote> {
    const s = await this.readable.find(caller, id);
    if (!s.status) throw AppError.of(ShipmentsErrors.overweightOfUnpaid);
    if (s.overweight_paid) throw AppError.of(ShipmentsErrors.overweightPaid);
    const charge = this.pricing.charge(s, measured);
    return {
      overweight: charge.overweightKg,
      cost_overweight: centavosToPesos(charge.costCentavos),
      method: charge.method,
      declared_billed_weight: charge.declaredKg,
      measured_billed_weight: charge.measuredKg,
      explanation: charge.explanation,
    };
  }
}
