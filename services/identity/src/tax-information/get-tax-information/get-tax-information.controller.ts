import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetTaxInformationUseCase } from './get-tax-information.usecase';

const route = IdentityRoutes.getTaxInformation;

@Controller()
export class GetTaxInformationController {
  constructor(private readonly getTaxInformation: GetTaxInformationUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getTaxInformation.execute(caller, id);
  }
}
