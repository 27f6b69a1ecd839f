import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { GetAccountSettingsUseCase } from './get-account-settings.usecase';

@Controller()
export class GetAccountSettingsController {
  constructor(private readonly getAccountSettings: GetAccountSettingsUseCase) {}

  @Serves(IdentityRoutes.getAccountSettings)
  execute(@Caller() caller: CallerIdentity) {
    return this.getAccountSettings.execute(caller);
  }
}
