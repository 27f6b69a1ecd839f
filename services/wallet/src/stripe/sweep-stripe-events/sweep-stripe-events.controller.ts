import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Serves } from '@envios/platform';
import { SweepStripeEventsUseCase } from './sweep-stripe-events.usecase';

/** The sweep now, besides its schedule (operations, and the tests of a lost webhook). */
@Controller()
export class SweepStripeEventsController {
  constructor(private readonly sweep: SweepStripeEventsUseCase) {}

  @Serves(WalletRoutes.stripeSweep)
  execute() {
    return this.sweep.execute();
  }
}
