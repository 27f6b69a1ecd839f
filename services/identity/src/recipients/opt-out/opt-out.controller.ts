import { Controller } from '@nestjs/common';
import { RecipientRoutes, type RecipientOptOut } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { OptOutUseCase } from './opt-out.usecase';

const route = RecipientRoutes.optOut;

@Controller()
export class OptOutController {
  constructor(private readonly optOut: OptOutUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) body: RecipientOptOut) {
    return this.optOut.execute(body);
  }
}
