import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SavePackageProfile } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { UpdatePackageProfileUseCase } from './update-package-profile.usecase';

const route = QuotingRoutes.updatePackageProfile;

@Controller()
export class UpdatePackageProfileController {
  constructor(private readonly updatePackageProfile: UpdatePackageProfileUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: SavePackageProfile,
  ) {
    return this.updatePackageProfile.execute(caller, id, body);
  }
}
