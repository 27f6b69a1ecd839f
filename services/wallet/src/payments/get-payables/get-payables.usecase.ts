import { Injectable } from '@nestjs/common';
import { toPesos, type PayableListSchema } from '@envios/contracts';
import { canSee } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import { Payables } from '../payables';

/**
 * POST /payments/payables: what paying each of these shipments costs, in one request (step 4 and the
 * payment pages show them together). Scoped as GET /payments/{id}: one shipment the caller may not
 * pay makes the whole answer a 404, and the roles that see no amounts get none.
 */
@Injectable()
export class GetPayablesUseCase {
  constructor(private readonly payables: Payables) {}

  async execute(caller: CallerIdentity, ids: string[]): Promise<z.output<typeof PayableListSchema>> {
    // Claims left by payments that died are settled first: `paid` says whether each was charged.
    const loaded = await this.payables.load(caller, ids);
    const settled = await Promise.all(loaded.map((p) => this.payables.settleIfExpired(p)));
    const byId = new Map(settled.map((p) => [p._id, p]));
    const amounts = canSee(caller.role, 'amounts');
    return ids.map((id) => {
      const p = byId.get(id)!;
      return {
        _id: p._id,
        carrier: p.carrier,
        service: p.serviceName,
        ...(amounts ? { total_amount: toPesos(p.totalCentavos), total_centavos: p.totalCentavos } : {}),
        currency: 'MXN' as const,
        paid: p.state === 'paid',
      };
    });
  }
}
