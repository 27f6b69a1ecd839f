import { Controller } from '@nestjs/common';
import { ShipmentsBatchRoutes, type ShipmentToCreate } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateBatchShipmentsUseCase } from './create-batch-shipments.usecase';

const route = ShipmentsBatchRoutes.createBatchShipments;

@Controller()
export class CreateBatchShipmentsController {
  constructor(private readonly createBatchShipments: CreateBatchShipmentsUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) body: { batch: string; items: { _id: string; shipment: ShipmentToCreate }[] },
  ) {
    return this.createBatchShipments.execute(caller, body.batch, body.items);
  }
}
