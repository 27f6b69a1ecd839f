import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { RequestRecoveryUseCase } from './request-recovery.usecase';

const route = IdentityRoutes.requestPasswordRecovery;

@Controller()
export class RequestRecoveryController {
  constructor(private readonly requestRecovery: RequestRecoveryUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) { email }: { email: string }) {
    return this.requestRecovery.execute(email);
  }
}
