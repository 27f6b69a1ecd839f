import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { BatchManifestUseCase } from './batch-manifest.usecase';

const route = BatchesRoutes.batchManifest;

@Controller()
export class BatchManifestController {
  constructor(private readonly batchManifest: BatchManifestUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteQuery(route) { carrier }: { carrier: CarrierCode },
  ) {
    return this.batchManifest.execute(caller, id, carrier);
  }
}
