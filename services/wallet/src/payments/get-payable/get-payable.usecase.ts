import { Injectable } from '@nestjs/common';
import { toPesos } from '@envios/contracts';
import { canSee } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { Payables } from '../payables';

/** GET /payments/{shipmentId}: what paying this shipment costs, from the wallet's record of it. */
@Injectable()
export class GetPayableUseCase {
  constructor(private readonly payables: Payables) {}

  async execute(caller: CallerIdentity, id: string) {
    // A claim left by a payment that died is settled first: `paid` says whether it was charged.
    const p = await this.payables.settleIfExpired((await this.payables.load(caller, [id]))[0]);
    return {
      _id: p._id,
      carrier: p.carrier,
      service: p.serviceName,
      ...(canSee(caller.role, 'amounts')
        ? { total_amount: toPesos(p.totalCentavos), total_centavos: p.totalCentavos }
        : {}),
      currency: 'MXN' as const,
      // Charged: not while a payment holds it (it may still fail), nor once refunded.
      paid: p.state === 'paid',
    };
  }
}
