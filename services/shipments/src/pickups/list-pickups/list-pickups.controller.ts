import { Controller } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListPickupsUseCase } from './list-pickups.usecase';

@Controller()
export class ListPickupsController {
  constructor(private readonly listPickups: ListPickupsUseCase) {}

  @Serves(PickupsRoutes.listPickups)
  execute(@Caller() caller: CallerIdentity) {
    return this.listPickups.execute(caller);
  }
}
