import { Controller } from '@nestjs/common';
import { RecipientRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetBrandingUseCase } from './get-branding.usecase';

const route = RecipientRoutes.getBranding;

@Controller()
export class GetBrandingController {
  constructor(private readonly getBranding: GetBrandingUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { account }: { account: string }) {
    return this.getBranding.execute(caller, account);
  }
}
