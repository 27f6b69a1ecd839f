import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { WebhooksRoutes, type WebhookEventsQuerySchema } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListEventsUseCase } from './list-events.usecase';

const route = WebhooksRoutes.listEvents;

@Controller()
export class ListEventsController {
  constructor(private readonly listEvents: ListEventsUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteQuery(route) query: z.infer<typeof WebhookEventsQuerySchema>,
  ) {
    return this.listEvents.execute(caller, query);
  }
}
