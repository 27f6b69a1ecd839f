import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeletePackageProfileUseCase } from './delete-package-profile.usecase';

const route = QuotingRoutes.deletePackageProfile;

@Controller()
export class DeletePackageProfileController {
  constructor(private readonly deletePackageProfile: DeletePackageProfileUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.deletePackageProfile.execute(caller, id);
  }
}
