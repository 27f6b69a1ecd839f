import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuoteRequestSchema, type QuoteRequest, type QuoteResponse } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody } from '../shared/openapi';

@ApiTags('cotizador')
@ApiBearerAuth()
@Controller('quoting')
export class QuotesController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('quotes.create')
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cotiza con todas las paqueterías; opciones agrupadas por paquetería, cada una firmada.' })
  @ApiZodBody(QuoteRequestSchema)
  quote(@CurrentUser() user: SessionUser, @Body(zod(QuoteRequestSchema)) body: QuoteRequest): Promise<QuoteResponse> {
    return this.services.quoting.post('/internal/quotes', body, { caller: user, timeoutMs: 15_000 });
  }
}
