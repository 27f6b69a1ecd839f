import { Controller } from '@nestjs/common';
import { WalletRoutes, type StaffCreditSchema } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import { StaffCreditUseCase } from './staff-credit.usecase';

const route = WalletRoutes.staffCredit;

@Controller()
export class StaffCreditController {
  constructor(private readonly staffCredit: StaffCreditUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: z.output<typeof StaffCreditSchema>) {
    return this.staffCredit.execute(caller, body);
  }
}
