import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { RotateSecretUseCase } from './rotate-secret.usecase';

const route = WebhooksRoutes.rotateSecret;

@Controller()
export class RotateSecretController {
  constructor(private readonly rotateSecret: RotateSecretUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.rotateSecret.execute(caller, id);
  }
}
