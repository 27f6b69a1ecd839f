import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  BATCH_COLUMN_KEYS,
  BatchesRoutes,
  BatchIdV2ParamsSchema,
  BatchLabelsQuerySchema,
  BatchV2Schema,
  CreateBatchV2Schema,
  PayBatchV2Schema,
  V2_EXAMPLES,
  type CreateBatchV2,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { ApiScope, CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { sendBatchLabels } from '../batches/batches.controller';
import { ServiceClients } from '../platform/service-clients';
import { ApiV2Body, ApiV2Query, ApiV2Response } from '../shared/openapi';
import { Idempotent } from './idempotency';
import { toBatchV2 } from './v2.mapper';

const R = BatchesRoutes;
const BATCH_ID = { name: 'id', type: String, description: 'The batch’s id.' };
const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: true,
  description:
    'Una clave por operación (1–255 caracteres): repetir la solicitud con ella devuelve la misma respuesta.',
};

/**
 * The public API's batches (issue 27): up to 1,000 shipments sent as data, a carrier rule, one
 * payment from the wallet, every label in one file; `batch.completed` when the last label is made.
 */
@ApiTags('batches')
@ApiBearerAuth()
@Controller('api/v2')
export class BatchesV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @ApiScope('shipments')
  @RequirePermission('shipments.create')
  @Idempotent({ required: true })
  @Post('batches')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Creates a batch from up to 1,000 shipments (the batch file’s columns by key; origin and profile name a saved address and package profile). Each row is validated; with carrier_rule (cheapest, fastest, fixed, cheapest_within) each sound row is quoted and its carrier chosen. Nothing is charged until POST /batches/{id}/pay.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiV2Body(CreateBatchV2Schema, V2_EXAMPLES.createBatch)
  @ApiV2Response(BatchV2Schema, 201, V2_EXAMPLES.batch)
  async create(@CurrentUser() user: SessionUser, @Body(zod(CreateBatchV2Schema)) body: CreateBatchV2) {
    const rows = body.shipments.map((s) =>
      Object.fromEntries(BATCH_COLUMN_KEYS.flatMap((k) => (s[k] === undefined ? [] : [[k, String(s[k])]]))),
    );
    let batch = await this.services.batches.call(R.createBatch, {
      caller: user,
      body: { rows },
      timeoutMs: 30_000,
    });
    if (body.carrier_rule && batch.counts.valid > 0)
      batch = await this.services.batches.call(R.applyRule, {
        caller: user,
        params: { id: batch.id },
        body: body.carrier_rule,
        timeoutMs: 120_000,
      });
    return toBatchV2(batch);
  }

  @ApiScope('shipments')
  @RequirePermission('shipments.read')
  @Get('batches/:id')
  @ApiParam(BATCH_ID)
  @ApiOperation({
    summary: 'A batch with every row’s state, carrier, price, shipment and guide, and the labels’ progress.',
  })
  @ApiV2Response(BatchV2Schema, 200, V2_EXAMPLES.batch)
  async get(
    @CurrentUser() user: SessionUser,
    @Param(zod(BatchIdV2ParamsSchema)) { id }: z.infer<typeof BatchIdV2ParamsSchema>,
  ) {
    return toBatchV2(await this.services.batches.call(R.getBatch, { caller: user, params: { id } }));
  }

  @ApiScope('payments')
  @RequirePermission('payments.pay')
  @Idempotent({ required: true })
  @Post('batches/:id/pay')
  @ApiParam(BATCH_ID)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Pays every row from the wallet: refused whole (409/422) before anything is made when a row has errors or no carrier, the rates expired or the balance does not cover the total; then each row is paid once, however often this is asked. Labels follow; batch.completed says when the last is made.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiV2Body(PayBatchV2Schema)
  @ApiV2Response(BatchV2Schema, 200, V2_EXAMPLES.batch)
  async pay(
    @CurrentUser() user: SessionUser,
    @Param(zod(BatchIdV2ParamsSchema)) { id }: z.infer<typeof BatchIdV2ParamsSchema>,
    @Body(zod(PayBatchV2Schema)) body: z.infer<typeof PayBatchV2Schema>,
  ) {
    return toBatchV2(
      await this.services.batches.call(R.payBatch, {
        caller: user,
        params: { id },
        body,
        timeoutMs: 180_000,
      }),
    );
  }

  @ApiScope('labels')
  @RequirePermission('shipments.read')
  @Get('batches/:id/labels')
  @ApiParam(BATCH_ID)
  @ApiOperation({
    summary:
      'Every label of the batch that is made, in one file: pdf (letter, two 4x6 labels a page), pdf_4x6 or zpl (only for labels made in ZPL).',
  })
  @ApiV2Query(BatchLabelsQuerySchema)
  @ApiOkResponse({
    description: 'The file.',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'application/zpl': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async labels(
    @CurrentUser() user: SessionUser,
    @Param(zod(BatchIdV2ParamsSchema)) { id }: z.infer<typeof BatchIdV2ParamsSchema>,
    @Query(zod(BatchLabelsQuerySchema)) { format }: z.infer<typeof BatchLabelsQuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendBatchLabels(this.services, user, id, format, res);
  }
}
