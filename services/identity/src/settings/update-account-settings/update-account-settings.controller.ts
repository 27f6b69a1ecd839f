import { Controller } from '@nestjs/common';
import { IdentityRoutes, type UpdateAccountSettings } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { UpdateAccountSettingsUseCase } from './update-account-settings.usecase';

const route = IdentityRoutes.updateAccountSettings;

@Controller()
export class UpdateAccountSettingsController {
  constructor(private readonly updateAccountSettings: UpdateAccountSettingsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: UpdateAccountSettings) {
    return this.updateAccountSettings.execute(caller, body);
  }
}
