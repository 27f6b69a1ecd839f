import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListTariffsUseCase } from './list-tariffs.usecase';

@Controller()
export class ListTariffsController {
  constructor(private readonly listTariffs: ListTariffsUseCase) {}

  @Serves(IdentityRoutes.listTariffs)
  execute(@Caller() caller: CallerIdentity) {
    return this.listTariffs.execute(caller);
  }
}
