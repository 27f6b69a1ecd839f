import { Controller } from '@nestjs/common';
import { QuotingRoutes, type QuoteRequest } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { QuoteUseCase } from './quote.usecase';

const route = QuotingRoutes.quote;

@Controller()
export class QuoteController {
  constructor(private readonly quote: QuoteUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: QuoteRequest) {
    return this.quote.execute(caller, body);
  }
}
