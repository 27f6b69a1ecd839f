import { Injectable } from '@nestjs/common';
import { toPesos } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { Payables } from '../payables';

/** GET /payments/{shipmentId}: what paying this shipment costs, from the wallet's record of it. */
@Injectable()
export class GetPayableUseCase {
  constructor(private readonly payables: Payables) {}

  async execute(caller: CallerIdentity, id: string) {
    const [p] = await this.payables.load(caller, [id]);
    return {
      _id: p._id,
      carrier: p.carrier,
      service: p.serviceName,
      total_amount: toPesos(p.totalCentavos),
      total_centavos: p.totalCentavos,
      currency: 'MXN' as const,
      paid: p.state !== 'unpaid',
    };
  }
}
