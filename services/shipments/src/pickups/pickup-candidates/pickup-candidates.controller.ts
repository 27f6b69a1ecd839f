import { Controller } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { PickupCandidatesUseCase } from './pickup-candidates.usecase';

@Controller()
export class PickupCandidatesController {
  constructor(private readonly candidates: PickupCandidatesUseCase) {}

  @Serves(PickupsRoutes.pickupCandidates)
  execute(@Caller() caller: CallerIdentity) {
    return this.candidates.execute(caller);
  }
}
