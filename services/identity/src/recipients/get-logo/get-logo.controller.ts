import { Controller } from '@nestjs/common';
import { RecipientRoutes } from '@envios/contracts';
import { RouteParams, Serves } from '@envios/platform';
import { GetLogoUseCase } from './get-logo.usecase';

const route = RecipientRoutes.brandingLogo;

@Controller()
export class GetLogoController {
  constructor(private readonly getLogo: GetLogoUseCase) {}

  @Serves(route)
  execute(@RouteParams(route) { account, file }: { account: string; file: string }) {
    return this.getLogo.execute(account, Number(file.replace(/\.webp$/, '')));
  }
}
