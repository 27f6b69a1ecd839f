import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { CommonErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { DiagnosticsService } from './diagnostics.service';

const PingBody = z.object({
  count: z.number().int().min(1).max(1000).default(1),
  holdMs: z.number().int().min(0).max(2000).default(0),
  mustFail: z.boolean().default(false),
});

/** Internal only (service token required, as for every /internal route). */
@Controller('internal/diagnostics')
export class DiagnosticsController {
  constructor(private readonly diagnostics: DiagnosticsService) {}

  @Post('pings')
  @HttpCode(202)
  sendPings(@Body() body: unknown) {
    const { count, holdMs, mustFail } = PingBody.parse(body ?? {});
    return this.diagnostics.sendPings(count, holdMs, mustFail);
  }

  @Get('receipts')
  receipts(@Query('pingId') pingId: string) {
    return this.diagnostics.receipts(z.string().min(1).parse(pingId));
  }

  @Post('jobs')
  @HttpCode(202)
  enqueue() {
    return this.diagnostics.enqueueJob();
  }

  @Get('jobs/:id')
  async job(@Param('id') id: string) {
    const job = await this.diagnostics.job(id);
    if (!job) throw AppError.of(CommonErrors.notFound);
    return job;
  }
}
