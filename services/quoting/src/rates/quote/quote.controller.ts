import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QuoteRequestSchema, type QuoteRequest } from '@envios/contracts';
import { Caller, zod, type CallerIdentity } from '@envios/platform';
import { QuoteUseCase } from './quote.usecase';

@Controller('internal/quotes')
export class QuoteController {
  constructor(private readonly quote: QuoteUseCase) {}

  @Post()
  @HttpCode(200)
  execute(@Caller() caller: CallerIdentity, @Body(zod(QuoteRequestSchema)) body: QuoteRequest) {
    return this.quote.execute(caller, body);
  }
}
