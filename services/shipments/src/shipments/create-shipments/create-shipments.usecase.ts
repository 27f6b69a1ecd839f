import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type ShipmentDto, type ShipmentToCreate } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { NewShipments } from '../new-shipments';

/**
 * POST /shipments and POST /shipments/home/all: the guides of one quote become shipments, one to
 * five, all or none. Carrier, service and price come only from the quote token (NewShipments.verify),
 * the same quote for every guide. The order total is split over the shipments to the centavo.
 */
@Injectable()
export class CreateShipmentsUseCase {
  constructor(private readonly shipments: NewShipments) {}

  /** `now` is when they are made (the demo seed writes its history at past instants). */
  async execute(caller: CallerIdentity, items: ShipmentToCreate[], now = new Date()): Promise<ShipmentDto[]> {
    const quotes = items.map((item) => this.shipments.verify(caller, item, items.length));
    const first = quotes[0];
    if (quotes.some((q) => q.carrier !== first.carrier || q.service !== first.service || q.ctx !== first.ctx))
      throw AppError.of(ShipmentsErrors.mixedQuotes);
    const shares = splitCentavos(first.orderTotalCentavos, items.length);
    const stored = await this.shipments.write(
      caller,
      items.map((item, i) => ({ item, quote: first, centavos: shares[i] })),
      now,
    );
    return stored.map((s) => this.shipments.dto(s, caller));
  }
}

/** A total split into n shares that differ by at most a centavo and add up to it exactly. */
function splitCentavos(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}
