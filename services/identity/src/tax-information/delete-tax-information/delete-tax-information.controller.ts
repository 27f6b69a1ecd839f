import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteTaxInformationUseCase } from './delete-tax-information.usecase';

const route = IdentityRoutes.deleteTaxInformation;

@Controller()
export class DeleteTaxInformationController {
  constructor(private readonly deleteTaxInformation: DeleteTaxInformationUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.deleteTaxInformation.execute(caller, id);
  }
}
