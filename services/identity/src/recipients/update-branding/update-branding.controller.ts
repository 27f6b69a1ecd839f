import { Controller } from '@nestjs/common';
import { RecipientRoutes, type UpdateBranding } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { UpdateBrandingUseCase } from './update-branding.usecase';

const route = RecipientRoutes.updateBranding;

@Controller()
export class UpdateBrandingController {
  constructor(private readonly updateBranding: UpdateBrandingUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { account }: { account: string },
    @RouteBody(route) body: UpdateBranding,
  ) {
    return this.updateBranding.execute(caller, account, body);
  }
}
