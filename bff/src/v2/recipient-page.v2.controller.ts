import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { RecipientGuideParamsSchema, RecipientPageSchema } from '@envios/contracts';
import { zod } from '@envios/platform';
import { ApiScope, RequirePermission } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { recipientPage } from '../recipients/recipient-page';
import { ApiV2Response } from '../shared/openapi';

/** The recipient page's data for integrators (issue 30): to build their own branded page or message. */
@ApiTags('rates, payments, tracking')
@ApiBearerAuth()
@Controller('api/v2')
export class RecipientPageV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @ApiScope('tracking')
  @RequirePermission('shipments.read')
  @Get('tracking/:guide/recipient-page')
  @ApiParam({ name: 'guide', type: String, description: 'The guide number.' })
  @ApiOperation({
    summary:
      'What the recipient’s page shows: the sender’s business name and logo, carrier and its link, status, expected date and events. No prices, no addresses.',
  })
  @ApiV2Response(RecipientPageSchema)
  page(@Param(zod(RecipientGuideParamsSchema)) { guide }: z.infer<typeof RecipientGuideParamsSchema>) {
    return recipientPage(this.services, guide);
  }
}
