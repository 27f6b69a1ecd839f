import { Controller } from '@nestjs/common';
import { IdentityRoutes, type TaxInformation } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { SaveTaxInformationUseCase } from './save-tax-information.usecase';

const route = IdentityRoutes.saveTaxInformation;

@Controller()
export class SaveTaxInformationController {
  constructor(private readonly saveTaxInformation: SaveTaxInformationUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: TaxInformation,
  ) {
    return this.saveTaxInformation.execute(caller, id, body);
  }
}
