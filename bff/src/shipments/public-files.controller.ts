import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  LabelFileParamsSchema,
  labelMediaType,
  ShipmentsRoutes,
  SignedFileQuerySchema,
  TrackingRoutes,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { OptionalUser, Public, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';

const TRACKING_PDF = /^(?![a-f0-9]{24}-)([A-Za-z0-9-]{7,40})\.pdf$/i;

/**
 * Label files at /api/public/{file} (section 7; stored paths './src/public/…' point here): to the
 * signed-in owner, the owner's client and staff, or to anyone with a signed link that has not
 * expired. The shipments service decides; a file nobody may see is a 404.
 */
@ApiTags('envios')
@Controller('api/public')
export class PublicFilesController {
  constructor(private readonly services: ServiceClients) {}

  @Public()
  @Get(':file')
  @ApiOperation({
    summary:
      'Archivo de guía (PDF o ZPL): con sesión del dueño, su cliente o staff, o con enlace firmado; {guía}.pdf: su rastreo (público).',
  })
  @ApiParam({
    name: 'file',
    description: 'Archivo de la guía: <id del envío>-<guía>.pdf o .zpl; o <guía>.pdf, el PDF de su rastreo',
    type: String,
  })
  @ApiQuery({
    name: 'expires',
    required: false,
    type: Number,
    description: 'Enlace firmado: caducidad (segundos Unix).',
  })
  @ApiQuery({ name: 'signature', required: false, type: String, description: 'Enlace firmado: firma.' })
  @ApiOkResponse({
    description: 'La guía.',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'application/zpl': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async file(
    @OptionalUser() user: SessionUser | undefined,
    @Param(zod(LabelFileParamsSchema)) { file }: z.infer<typeof LabelFileParamsSchema>,
    @Query(zod(SignedFileQuerySchema)) query: z.infer<typeof SignedFileQuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // A label is '<shipment id>-<guide>.<ext>'; '<guide>.pdf' alone is the guide's tracking PDF,
    // public like the lookup it prints.
    const trackingPdf = TRACKING_PDF.exec(file);
    if (trackingPdf) {
      const pdf = await this.services.tracking.call(TrackingRoutes.pdf, {
        params: { guide: trackingPdf[1] },
      });
      return send(res, pdf.contentType, pdf.fileName, Buffer.from(pdf.data, 'base64'));
    }
    // The shipments service answers the label's bytes themselves; they go on as they came.
    const bytes = await this.services.shipments.callRaw(ShipmentsRoutes.labelFile, {
      caller: user,
      params: { file },
      query,
    });
    return send(res, labelMediaType(file), file, bytes);
  }
}

/** A file as the portal has always answered it: inline, under its name, never cached by others. */
async function send(res: FastifyReply, contentType: string, fileName: string, bytes: Buffer): Promise<void> {
  await res
    .status(200)
    .header('content-type', contentType)
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
