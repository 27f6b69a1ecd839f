import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type OverweightQuoteRequestSchema } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import { QuoteOverweightUseCase } from './quote-overweight.usecase';

const route = ShipmentsRoutes.quoteOverweight;

@Controller()
export class QuoteOverweightController {
  constructor(private readonly quoteOverweight: QuoteOverweightUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: z.output<typeof OverweightQuoteRequestSchema>,
  ) {
    return this.quoteOverweight.execute(caller, id, body.measured_parcels);
  }
}
