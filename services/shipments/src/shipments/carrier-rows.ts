import { CARRIER_CODES, CARRIER_LABELS, type CarrierCode } from '@envios/domain';
import type { SelectedService } from './shipment.schema';

type ServiceOf = Pick<SelectedService, 'carrier_code' | 'service_code' | 'carrier_service_name'>;

interface Row {
  carrier: string;
  carrier_code: CarrierCode;
  count: number;
  services: Map<string, { service_code: string; carrier_service_name: string; count: number }>;
}

/** The carriers and services of the filter menus, with how many shipments each (carrier-services routes). */
export class CarrierRows {
  private readonly rows = new Map<CarrierCode, Row>();

  /** Counts `n` shipments of this service (0: lists it without counting). */
  add(s: ServiceOf, n = 1): this {
    const row = this.rows.get(s.carrier_code) ?? {
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
    this.rows.set(s.carrier_code, row);
    return this;
  }

  /** In the carriers' order. */
  toData() {
    return {
      data: CARRIER_CODES.filter((c) => this.rows.has(c)).map((c) => {
        const row = this.rows.get(c)!;
        return {
          carrier: row.carrier,
          carrier_code: c,
          count: row.count,
          services: [...row.services.values()],
        };
      }),
    };
  }
}
