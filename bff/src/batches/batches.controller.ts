import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BATCH_COLUMN_KEYS,
  BatchErrors,
  BatchLabelsQuerySchema,
  BatchManifestQuerySchema,
  BatchRuleSchema,
  BatchesRoutes,
  BatchIdParamsSchema,
  BatchListSchema,
  BatchRowParamsSchema,
  BatchSchema,
  batchTemplateCsv,
  FixBatchRowSchema,
  MAX_BATCH_FILE_BYTES,
  PayBatchSchema,
  CaptureBatchSchema,
  type BatchLabelFormat,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = BatchesRoutes;
const BatchIdSchema = BatchIdParamsSchema.shape.id;
const RowNumberSchema = BatchRowParamsSchema.shape.n;
/** Headers mapped by hand, sent beside the file as JSON: `{"<header>": "<column>" | null}`. */
const MappingFieldSchema = z.record(z.string().max(100), z.enum(BATCH_COLUMN_KEYS).nullable());

/**
 * Issue 27, 'Envíos masivos': a day's orders uploaded as CSV or XLSX become a draft batch whose
 * rows are validated like the Cotizador's, fixed or dropped one by one without uploading again.
 */
@ApiTags('envíos masivos')
@ApiBearerAuth()
@Controller('batches')
export class BatchesController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('shipments.create')
  @Get('template.csv')
  @ApiOperation({ summary: 'La plantilla: encabezados en español y una fila de ejemplo (CSV, UTF-8).' })
  @ApiOkResponse({
    description: 'La plantilla.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async template(@Res() res: FastifyReply): Promise<void> {
    await res
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="plantilla-envios.csv"')
      .send(batchTemplateCsv());
  }

  @RequirePermission('shipments.create')
  @Post()
  @ApiOperation({
    summary:
      'Sube un archivo CSV o XLSX (campo «file», hasta 5 MB y 1,000 filas; «mapping» opcional): cada fila validada, cada error en su fila y columna.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, mapping: { type: 'string' } },
    },
  })
  @ApiZodResponse(BatchSchema, 201)
  async upload(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    if (!req.isMultipart()) throw AppError.of(BatchErrors.fileMissing);
    let file: { filename: string; bytes: Buffer } | undefined;
    let mappingField: string | undefined;
    try {
      // Every part, in whatever order they come: the file and the optional mapping.
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          file ??= { filename: part.filename, bytes };
        } else if (part.fieldname === 'mapping') {
          mappingField = String(part.value);
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw AppError.of(BatchErrors.fileTooLarge);
      throw AppError.of(BatchErrors.fileMissing);
    }
    if (!file) throw AppError.of(BatchErrors.fileMissing);
    const mapping = parseMapping(mappingField);
    return this.services.batches.call(R.importBatch, {
      caller: user,
      body: { filename: file.filename || 'envios.csv', content: file.bytes.toString('base64'), mapping },
      timeoutMs: 30_000,
    });
  }

  @RequirePermission('shipments.read')
  @Get()
  @ApiOperation({
    summary: 'Tus lotes más recientes (los de tu cuenta si eres cliente), del más nuevo al más viejo.',
  })
  @ApiZodResponse(BatchListSchema)
  list(@CurrentUser() user: SessionUser) {
    return this.services.batches.call(R.listBatches, { caller: user });
  }

  @RequirePermission('shipments.read')
  @Get(':id')
  @ApiOperation({ summary: 'Un lote: sus filas, los errores de cada una y los totales.' })
  @ApiZodResponse(BatchSchema)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(BatchIdSchema)) id: string) {
    return this.services.batches.call(R.getBatch, { caller: user, params: { id } });
  }

  @RequirePermission('shipments.create')
  @Put(':id/rows/:n')
  @ApiOperation({ summary: 'Corrige columnas de una fila; el lote se valida de nuevo.' })
  @ApiZodBody(FixBatchRowSchema)
  @ApiZodResponse(BatchSchema)
  fixRow(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Param('n', zod(RowNumberSchema)) n: number,
    @Body(zod(FixBatchRowSchema)) body: z.infer<typeof FixBatchRowSchema>,
  ) {
    return this.services.batches.call(R.fixRow, { caller: user, params: { id, n }, body });
  }

  @RequirePermission('shipments.create')
  @Delete(':id/rows/:n')
  @ApiOperation({ summary: 'Quita una fila del lote (las demás conservan su número).' })
  @ApiZodResponse(BatchSchema)
  dropRow(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Param('n', zod(RowNumberSchema)) n: number,
  ) {
    return this.services.batches.call(R.dropRow, { caller: user, params: { id, n } });
  }

  @RequirePermission('shipments.create')
  @Post(':id/rules')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Elige la paquetería de cada fila con una regla (la más barata, la más rápida, una fija o la más barata en N días): cada fila cotizada, su elección o por qué no hay, y los totales por paquetería.',
  })
  @ApiZodBody(BatchRuleSchema)
  @ApiZodResponse(BatchSchema)
  applyRule(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Body(zod(BatchRuleSchema)) body: z.infer<typeof BatchRuleSchema>,
  ) {
    return this.services.batches.call(R.applyRule, {
      caller: user,
      params: { id },
      body,
      timeoutMs: 120_000,
    });
  }

  @RequirePermission('payments.pay')
  @Post(':id/pay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Paga el lote con el monedero («wallet»): todo o nada antes de cobrar (saldo, errores, reglas); después, cada fila pagada una vez aunque se pida de nuevo. Con tarjeta («card»): una orden de PayPal por las filas sin pagar («card_order»: aprobarla y luego POST /batches/{id}/capture). Las guías se hacen en segundo plano (ver «progress»).',
  })
  @ApiZodBody(PayBatchSchema)
  @ApiZodResponse(BatchSchema)
  pay(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Body(zod(PayBatchSchema)) body: z.infer<typeof PayBatchSchema>,
  ) {
    return this.services.batches.call(R.payBatch, { caller: user, params: { id }, body, timeoutMs: 180_000 });
  }

  @RequirePermission('payments.pay')
  @Post(':id/capture')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cobra la orden de PayPal del lote que el comprador aprobó («card_order.id»): paga sus filas una vez aunque se pida de nuevo; el lote queda pagado cuando no falta ninguna.',
  })
  @ApiZodBody(CaptureBatchSchema)
  @ApiZodResponse(BatchSchema)
  capture(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Body(zod(CaptureBatchSchema)) body: z.infer<typeof CaptureBatchSchema>,
  ) {
    return this.services.batches.call(R.captureBatch, {
      caller: user,
      params: { id },
      body,
      timeoutMs: 120_000,
    });
  }

  @RequirePermission('shipments.read')
  @Get(':id/labels')
  @ApiOperation({
    summary:
      'Las guías listas del lote en un solo archivo: PDF carta (dos guías 4x6 por hoja), PDF 4x6 o ZPL.',
  })
  @ApiOkResponse({
    description: 'El archivo.',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'application/zpl': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async labels(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Query(zod(BatchLabelsQuerySchema)) { format }: z.infer<typeof BatchLabelsQuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendBatchLabels(this.services, user, id, format, res);
  }

  @RequirePermission('shipments.read')
  @Get(':id/manifest')
  @ApiOperation({ summary: 'La relación de envíos de una paquetería del lote, en PDF, para su recolección.' })
  @ApiOkResponse({
    description: 'La relación.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async manifest(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(BatchIdSchema)) id: string,
    @Query(zod(BatchManifestQuerySchema)) { carrier }: z.infer<typeof BatchManifestQuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const bytes = await this.services.batches.callRaw(R.batchManifest, {
      caller: user,
      params: { id },
      query: { carrier },
      timeoutMs: 60_000,
    });
    await sendFile(res, 'application/pdf', `relacion-${carrier.toLowerCase()}-lote-${id}.pdf`, bytes);
  }
}

/** A batch's labels in one file, sent as a download (the web's route and the public API's). */
export async function sendBatchLabels(
  services: ServiceClients,
  user: SessionUser,
  id: string,
  format: BatchLabelFormat,
  res: FastifyReply,
): Promise<void> {
  const bytes = await services.batches.callRaw(R.batchLabels, {
    caller: user,
    params: { id },
    query: { format },
    timeoutMs: 120_000,
  });
  const zpl = format === 'zpl';
  await sendFile(
    res,
    zpl ? 'application/zpl' : 'application/pdf',
    `guias-lote-${id}.${zpl ? 'zpl' : 'pdf'}`,
    bytes,
  );
}

/** A batch's file sent as a download. */
async function sendFile(
  res: FastifyReply,
  contentType: string,
  fileName: string,
  bytes: Buffer,
): Promise<void> {
  await res
    .status(200)
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** The optional `mapping` field: JSON of header → column; anything else is a 400 that says so. */
function parseMapping(value: string | undefined): z.infer<typeof MappingFieldSchema> | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const parsed = MappingFieldSchema.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered below.
  }
  throw AppError.of(BatchErrors.mappingInvalid);
}

export const BATCH_UPLOAD_LIMITS = { fileSize: MAX_BATCH_FILE_BYTES, files: 1, fields: 4, fieldSize: 20_000 };
