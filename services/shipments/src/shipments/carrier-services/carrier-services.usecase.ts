import { Injectable } from '@nestjs/common';
import { loadRateCards } from '@envios/carriers';
import { CARRIER_CODES, CARRIER_LABELS, type CarrierCode } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentPages } from '../shipment-pages';
import { ShipmentScope } from '../shipment-scope';
import type { StoredShipment } from '../shipment.schema';

/** How far back /carrier-services looks (the filter menus of the list). */
const CARRIER_SERVICES_WINDOW = 500;

/** FedEx's services sold through its API (not in our rate cards). */
const FEDEX_API_SERVICES = [
  { service_code: 'FEDEX_EXPRESS_SAVER', carrier_service_name: 'FedEx Express Saver' },
  { service_code: 'STANDARD_OVERNIGHT', carrier_service_name: 'FedEx Standard Overnight' },
  { service_code: 'FEDEX_GROUND', carrier_service_name: 'FedEx Ground' },
];

type Row = {
  carrier: string;
  carrier_code: CarrierCode;
  count: number;
  services: Map<string, { service_code: string; carrier_service_name: string; count: number }>;
};

function toData(rows: Map<CarrierCode, Row>) {
  return {
    data: CARRIER_CODES.filter((c) => rows.has(c)).map((c) => {
      const row = rows.get(c)!;
      return {
        carrier: row.carrier,
        carrier_code: c,
        count: row.count,
        services: [...row.services.values()],
      };
    }),
  };
}

/**
 * /carrier-services: the carriers and services of the caller's (or the listed account's) latest
 * shipments with how many each; /all-carrier-services: every carrier and service the portal sells.
 */
@Injectable()
export class CarrierServicesUseCase {
  private readonly catalogue = loadRateCards();

  constructor(
    private readonly scope: ShipmentScope,
    private readonly pages: ShipmentPages,
  ) {}

  async of(caller: CallerIdentity, userId: string) {
    const scope = await this.scope.listOf(caller, userId);
    const rows = new Map<CarrierCode, Row>();
    for (const s of await this.pages.newest(scope, CARRIER_SERVICES_WINDOW))
      this.add(rows, s.selected_service);
    return toData(rows);
  }

  all() {
    const rows = new Map<CarrierCode, Row>();
    for (const [code, card] of this.catalogue) {
      for (const service of card.services)
        this.add(
          rows,
          { carrier_code: code, service_code: service.code, carrier_service_name: service.name },
          0,
        );
    }
    for (const s of FEDEX_API_SERVICES) this.add(rows, { carrier_code: 'FEDEX', ...s }, 0);
    return toData(rows);
  }

  private add(
    rows: Map<CarrierCode, Row>,
    s: Pick<StoredShipment['selected_service'], 'carrier_code' | 'service_code' | 'carrier_service_name'>,
    n = 1,
  ) {
    const row = rows.get(s.carrier_code) ?? {
      carrier: CARRIER_LABELS[s.carrier_code],
      carrier_code: s.carrier_code,
      count: 0,
      services: new Map(),
    };
    row.count += n;
    const service = row.services.get(s.service_code) ?? {
      service_code: s.service_code,
      carrier_service_name: s.carrier_service_name,
      count: 0,
    };
    service.count += n;
    row.services.set(s.service_code, service);
    rows.set(s.carrier_code, row);
  }
}
