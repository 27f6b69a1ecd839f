import { Controller } from '@nestjs/common';
import { RecipientRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { SetBrandingLogoUseCase } from './set-branding-logo.usecase';

const route = RecipientRoutes.setBrandingLogo;

@Controller()
export class SetBrandingLogoController {
  constructor(private readonly setBrandingLogo: SetBrandingLogoUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { account }: { account: string },
    @RouteBody(route) body: { data: string },
  ) {
    return this.setBrandingLogo.execute(caller, account, Buffer.from(body.data, 'base64'));
  }
}
