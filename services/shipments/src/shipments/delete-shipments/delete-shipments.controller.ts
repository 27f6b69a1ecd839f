import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteShipmentsUseCase } from './delete-shipments.usecase';

const route = ShipmentsRoutes.deleteMany;

@Controller()
export class DeleteShipmentsController {
  constructor(private readonly deleteShipments: DeleteShipmentsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { list_id }: { list_id: string[] }) {
    return this.deleteShipments.execute(caller, list_id);
  }
}
