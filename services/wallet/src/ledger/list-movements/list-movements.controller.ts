import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListMovementsUseCase } from './list-movements.usecase';

const route = WalletRoutes.movements;

@Controller()
export class ListMovementsController {
  constructor(private readonly listMovements: ListMovementsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { user }: { user: string }) {
    return this.listMovements.execute(caller, user);
  }
}
