import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { QuoteRequestSchema, QuotingRoutes, type QuoteRequest } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

@ApiTags('cotizador')
@ApiBearerAuth()
@Controller('quoting')
export class QuotesController {
  constructor(private readonly services: ServiceClients) {}

  /**
   * The quoting service's answer (a QuoteResponse) goes to the browser byte for byte: the busiest
   * route of the portal does not parse and re-serialise 10 KB of JSON on its way through.
   */
  @RequirePermission('quotes.create')
  @Post()
  @ApiOperation({
    summary: 'Cotiza con todas las paqueterías; opciones agrupadas por paquetería, cada una firmada.',
  })
  @ApiZodBody(QuoteRequestSchema)
  @ApiZodResponse(QuotingRoutes.quote.response)
  async quote(
    @CurrentUser() user: SessionUser,
    @Body(zod(QuoteRequestSchema)) body: QuoteRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const json = await this.services.quoting.callRaw(QuotingRoutes.quote, {
      caller: user,
      body,
      timeoutMs: 15_000,
    });
    await res.status(200).type('application/json; charset=utf-8').send(json);
  }
}
