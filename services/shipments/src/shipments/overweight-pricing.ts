import { Injectable } from '@nestjs/common';
import { loadRateCards } from '@envios/carriers';
import type { ShipmentParcel } from '@envios/contracts';
import { OverweightCharge, type ChargedShipment } from './overweight-charge';

/** Prices overweight from the carriers' rate cards, read once (the quote and the registration share it). */
@Injectable()
export class OverweightPricing {
  private readonly cards = loadRateCards();

  charge(shipment: ChargedShipment, measured: readonly ShipmentParcel[]): OverweightCharge {
    return OverweightCharge.of(shipment, measured, this.cards);
  }
}
