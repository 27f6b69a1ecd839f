import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListPackageProfilesUseCase } from './list-package-profiles.usecase';

const route = QuotingRoutes.listPackageProfiles;

@Controller()
export class ListPackageProfilesController {
  constructor(private readonly listPackageProfiles: ListPackageProfilesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { userID }: { userID?: string }) {
    return this.listPackageProfiles.execute(caller, userID);
  }
}
