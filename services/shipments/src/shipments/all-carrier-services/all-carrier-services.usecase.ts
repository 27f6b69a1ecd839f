import { Injectable } from '@nestjs/common';
import { loadRateCards } from '@envios/carriers';
import { CarrierRows } from '../carrier-rows';

/** FedEx's services sold through its API (not in our rate cards). */
const FEDEX_API_SERVICES = [
  { service_code: 'FEDEX_EXPRESS_SAVER', carrier_service_name: 'FedEx Express Saver' },
  { service_code: 'STANDARD_OVERNIGHT', carrier_service_name: 'FedEx Standard Overnight' },
  { service_code: 'FEDEX_GROUND', carrier_service_name: 'FedEx Ground' },
];

/** /all-carrier-services: every carrier and service the portal sells (counts 0), from the rate cards. */
@Injectable()
export class AllCarrierServicesUseCase {
  private readonly catalogue = loadRateCards();

  execute() {
    const rows = new CarrierRows();
    for (const [code, card] of this.catalogue) {
      for (const service of card.services)
        rows.add({ carrier_code: code, service_code: service.code, carrier_service_name: service.name }, 0);
    }
    for (const s of FEDEX_API_SERVICES) rows.add({ carrier_code: 'FEDEX', ...s }, 0);
    return rows.toData();
  }
}
