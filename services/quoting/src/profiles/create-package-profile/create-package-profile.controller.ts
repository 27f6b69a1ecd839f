import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SavePackageProfile } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreatePackageProfileUseCase } from './create-package-profile.usecase';

const route = QuotingRoutes.createPackageProfile;

@Controller()
export class CreatePackageProfileController {
  constructor(private readonly createPackageProfile: CreatePackageProfileUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: SavePackageProfile) {
    return this.createPackageProfile.execute(caller, body);
  }
}
