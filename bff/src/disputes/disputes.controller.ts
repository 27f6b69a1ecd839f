import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, Body } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DisputeErrors,
  DisputeIdSchema,
  DisputeListQuerySchema,
  DisputeListSchema,
  DisputePhotoParamsSchema,
  DisputeSchema,
  DisputesRoutes,
  MAX_DISPUTE_PHOTO_BYTES,
  MAX_DISPUTE_PHOTOS,
  ObjectIdSchema,
  OpenDisputeFieldsSchema,
  RejectDisputeSchema,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';
import { checkPhoto, type CheckedPhoto } from './photo-check';

const R = DisputesRoutes;
const PHOTO_NUMBER = DisputePhotoParamsSchema.shape.n;
const MB = MAX_DISPUTE_PHOTO_BYTES / 1024 / 1024;
/** This route's own multipart limits (the app's default is the batch upload's). */
const DISPUTE_UPLOAD_LIMITS = {
  fileSize: MAX_DISPUTE_PHOTO_BYTES,
  files: MAX_DISPUTE_PHOTOS,
  fields: 10,
  fieldSize: 4_000,
};
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Issue 30: overweight disputes. The customer (or staff on its behalf) disputes a charge with photos
 * of the parcel on a scale and with a tape, its measures and a comment; staff accept (waive or refund
 * once) or reject with a reason. Photos are checked and re-encoded here, at the edge, so the
 * shipments service (which keeps disputes and stores the photos) only ever receives clean JPEGs.
 */
@ApiTags('disputas de sobrepeso')
@ApiBearerAuth()
@Controller()
export class DisputesController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('overweight.dispute')
  @Post('overweight/:shipmentId/disputes')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Disputa el sobrepeso de un envío (multipart): «photos» (1 a 6 imágenes de hasta 10 MB), «weight», «length», «width», «height» y «comment». Una disputa por cargo; con Idempotency-Key, un reintento responde la misma.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['photos', 'weight', 'length', 'width', 'height', 'comment'],
      properties: {
        photos: { type: 'array', items: { type: 'string', format: 'binary' } },
        weight: { type: 'number' },
        length: { type: 'number' },
        width: { type: 'number' },
        height: { type: 'number' },
        comment: { type: 'string' },
      },
    },
  })
  @ApiZodResponse(DisputeSchema, 201)
  async open(
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Param('shipmentId', zod(ObjectIdSchema)) shipmentId: string,
  ) {
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null;
    if (!req.isMultipart()) throw AppError.of(DisputeErrors.photosMissing);
    const files: { name: string; bytes: Buffer }[] = [];
    const fields: Record<string, string> = {};
    try {
      for await (const part of req.parts({ limits: DISPUTE_UPLOAD_LIMITS })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (bytes.length) files.push({ name: part.filename, bytes });
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.of(DisputeErrors.photoTooLarge, MB);
      if (code === 'FST_FILES_LIMIT') throw AppError.of(DisputeErrors.tooManyPhotos, MAX_DISPUTE_PHOTOS);
      throw err;
    }
    const body = zod(OpenDisputeFieldsSchema).transform(fields);
    if (!files.length) throw AppError.of(DisputeErrors.photosMissing);
    const photos: CheckedPhoto[] = [];
    for (const f of files) photos.push(await checkPhoto(f.name, f.bytes));
    const { comment, ...claimed } = body;
    return this.services.shipments.call(R.open, {
      caller: user,
      params: { shipmentId },
      body: { photos, claimed, comment, idempotency_key: idempotencyKey },
      timeoutMs: 30_000,
    });
  }

  @RequirePermission('overweight.dispute')
  @Get('disputes')
  @ApiOperation({
    summary:
      'Disputas de sobrepeso: las propias (o de la cuenta del cliente); el personal, la cola de todas. ?status=open|accepted|rejected.',
  })
  @ApiZodQuery(DisputeListQuerySchema)
  @ApiZodResponse(DisputeListSchema)
  list(
    @CurrentUser() user: SessionUser,
    @Query(zod(DisputeListQuerySchema)) query: z.infer<typeof DisputeListQuerySchema>,
  ) {
    return this.services.shipments.call(R.list, { caller: user, query });
  }

  @RequirePermission('disputes.review')
  @Post('disputes/:id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Acepta la disputa: el cargo pendiente se cancela; el pagado se reembolsa al monedero (una vez).',
  })
  @ApiZodResponse(DisputeSchema)
  accept(@CurrentUser() user: SessionUser, @Param('id', zod(DisputeIdSchema)) id: string) {
    return this.services.shipments.call(R.accept, { caller: user, params: { id } });
  }

  @RequirePermission('disputes.review')
  @Post('disputes/:id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rechaza la disputa con un motivo: el cargo se mantiene y vuelve a poder pagarse.',
  })
  @ApiZodBody(RejectDisputeSchema)
  @ApiZodResponse(DisputeSchema)
  reject(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(DisputeIdSchema)) id: string,
    @Body(zod(RejectDisputeSchema)) body: z.infer<typeof RejectDisputeSchema>,
  ) {
    return this.services.shipments.call(R.reject, { caller: user, params: { id }, body });
  }

  @RequirePermission('overweight.dispute')
  @Get('disputes/:id/photos/:n')
  @ApiOperation({ summary: 'Una foto de la disputa (JPEG), para quien puede ver la disputa.' })
  @ApiOkResponse({
    description: 'La foto.',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  async photo(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(DisputeIdSchema)) id: string,
    @Param('n', zod(PHOTO_NUMBER)) n: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const bytes = await this.services.shipments.callRaw(R.photo, { caller: user, params: { id, n } });
    await res
      .status(200)
      .header('content-type', 'image/jpeg')
      .header('content-disposition', `inline; filename="${id}-${n}.jpg"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  @RequirePermission('overweight.dispute')
  @Get('disputes/:id/packet')
  @ApiOperation({
    summary:
      'El expediente de la disputa (PDF): declarado contra medido, las fotos, la etiqueta y el historial de repesajes del cliente.',
  })
  @ApiOkResponse({
    description: 'El PDF.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async packet(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(DisputeIdSchema)) id: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const bytes = await this.services.shipments.callRaw(R.packet, {
      caller: user,
      params: { id },
      timeoutMs: 30_000,
    });
    await res
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="disputa-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }
}
