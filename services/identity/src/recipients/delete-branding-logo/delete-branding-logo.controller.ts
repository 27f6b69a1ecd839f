import { Controller } from '@nestjs/common';
import { RecipientRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteBrandingLogoUseCase } from './delete-branding-logo.usecase';

const route = RecipientRoutes.deleteBrandingLogo;

@Controller()
export class DeleteBrandingLogoController {
  constructor(private readonly deleteBrandingLogo: DeleteBrandingLogoUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { account }: { account: string }) {
    return this.deleteBrandingLogo.execute(caller, account);
  }
}
