import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CreateShipmentV2Schema,
  DeveloperErrors,
  LabelFormatV2Schema,
  LabelV2QuerySchema,
  labelMediaType,
  QuotingRoutes,
  ShipmentIdV2ParamsSchema,
  ShipmentListV2QuerySchema,
  ShipmentListV2Schema,
  ShipmentsErrors,
  ShipmentsRoutes,
  ShipmentV2Schema,
  V2_EXAMPLES,
  V2_LABEL_FORMATS,
  type CreateShipmentV2,
} from '@envios/contracts';
import { toPackageType } from '@envios/domain';
import { AppError, zod } from '@envios/platform';
import { ApiScope, CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiV2Body, ApiV2Query, ApiV2Response } from '../shared/openapi';
import { Idempotent } from './idempotency';
import { fromAddressV2, toQuoteRequest, toRatesV2, toServiceParcels, toShipmentV2 } from './v2.mapper';

const R = ShipmentsRoutes;
const SHIPMENT_ID = { name: 'id', type: String, description: 'The shipment’s id.' };
const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: true,
  description:
    'Una clave por operación (1–255 caracteres): repetir la solicitud con ella devuelve la misma respuesta.',
};

/** The public API's shipments: create from a rate (or a rule), list by cursor, read, cancel, label. */
@ApiTags('shipments')
@ApiBearerAuth()
@Controller('api/v2')
export class ShipmentsV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @ApiScope('shipments')
  @RequirePermission('shipments.create')
  @Idempotent({ required: true })
  @Post('shipments')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Creates an unpaid shipment from a rate id (POST /rates) or with carrier_rule (cheapest, fastest) over a fresh quote. The price is the signed rate’s.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiV2Body(CreateShipmentV2Schema, V2_EXAMPLES.createShipment)
  @ApiV2Response(ShipmentV2Schema, 201, V2_EXAMPLES.shipment)
  async create(@CurrentUser() user: SessionUser, @Body(zod(CreateShipmentV2Schema)) body: CreateShipmentV2) {
    const quoteToken = body.rate_id ?? (await this.rateByRule(user, body));
    const shipment = await this.services.shipments.call(R.createShipment, {
      caller: user,
      body: {
        selected_service: { quote_token: quoteToken },
        shipment_type: body.shipment_type,
        parcels: toServiceParcels(body.parcels),
        origin_direction: fromAddressV2(body.origin),
        destination_direction: fromAddressV2(body.destination),
        description_of_the_content: body.description,
        ...(body.declared_value
          ? {
              package_insurance: true,
              insurance_information: { package_value: body.declared_value.amount / 100 },
            }
          : {}),
      },
    });
    return toShipmentV2(shipment);
  }

  @ApiScope('shipments')
  @RequirePermission('shipments.read')
  @Get('shipments')
  @ApiOperation({
    summary:
      'The account’s shipments, newest first, `limit` (1–100) at a time; `next_cursor` is where the next page starts, and holds its place when shipments are added or deleted.',
  })
  @ApiV2Query(ShipmentListV2QuerySchema)
  @ApiV2Response(ShipmentListV2Schema)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(ShipmentListV2QuerySchema)) query: z.infer<typeof ShipmentListV2QuerySchema>,
  ) {
    const page = await this.services.shipments.call(R.listAfter, {
      caller: user,
      params: { userId: user.id },
      query: { cursor: query.cursor, limit: query.limit },
    });
    return { data: page.docs.map(toShipmentV2), next_cursor: page.next_cursor };
  }

  @ApiScope('shipments')
  @RequirePermission('shipments.read')
  @Get('shipments/:id')
  @ApiParam(SHIPMENT_ID)
  @ApiOperation({ summary: 'One shipment: state, label, tracking. Another account’s: 404.' })
  @ApiV2Response(ShipmentV2Schema, 200, V2_EXAMPLES.shipment)
  async get(
    @CurrentUser() user: SessionUser,
    @Param(zod(ShipmentIdV2ParamsSchema)) { id }: z.infer<typeof ShipmentIdV2ParamsSchema>,
  ) {
    return toShipmentV2(await this.services.shipments.call(R.getShipment, { caller: user, params: { id } }));
  }

  @ApiScope('shipments')
  @RequirePermission('payments.pay')
  @Idempotent({ required: false })
  @Post('shipments/:id/cancel')
  @ApiParam(SHIPMENT_ID)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Voids the guide at the carrier and refunds its price to the wallet (paid, not moving yet, within 7 days). Cancelling twice answers the cancelled shipment.',
  })
  @ApiV2Response(ShipmentV2Schema)
  async cancel(
    @CurrentUser() user: SessionUser,
    @Param(zod(ShipmentIdV2ParamsSchema)) { id }: z.infer<typeof ShipmentIdV2ParamsSchema>,
  ) {
    const current = await this.services.shipments.call(R.getShipment, { caller: user, params: { id } });
    if (current.guide_state === 'cancelled') return toShipmentV2(current);
    return toShipmentV2(await this.services.shipments.call(R.cancelGuide, { caller: user, params: { id } }));
  }

  @ApiScope('labels')
  @RequirePermission('shipments.read')
  @Get('shipments/:id/label')
  @ApiParam(SHIPMENT_ID)
  @ApiOperation({
    summary:
      'The label file in the format it was made in (pdf, pdf_4x6 or zpl, chosen with PUT /settings/label-format before paying). 409 GUIDE.NOT_READY while it is being made.',
  })
  @ApiV2Query(LabelV2QuerySchema)
  @ApiOkResponse({
    description: 'The label.',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'application/zpl': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async label(
    @CurrentUser() user: SessionUser,
    @Param(zod(ShipmentIdV2ParamsSchema)) { id }: z.infer<typeof ShipmentIdV2ParamsSchema>,
    @Query(zod(LabelV2QuerySchema)) query: z.infer<typeof LabelV2QuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const s = await this.services.shipments.call(R.getShipment, { caller: user, params: { id } });
    if (!s.guide || s.guide_state !== 'generated') {
      res.header('Retry-After', '2');
      throw AppError.of(ShipmentsErrors.guideNotReady);
    }
    if (query.format && V2_LABEL_FORMATS[query.format] !== s.label_format) {
      const made = Object.entries(V2_LABEL_FORMATS).find(([, f]) => f === s.label_format)?.[0] ?? 'pdf';
      throw AppError.of(DeveloperErrors.labelOtherFormat, made);
    }
    const file = s.guide.slice(s.guide.lastIndexOf('/') + 1);
    const bytes = await this.services.shipments.callRaw(R.labelFile, {
      caller: user,
      params: { file },
      query: {},
    });
    await res
      .status(200)
      .header('content-type', labelMediaType(file))
      .header('content-disposition', `inline; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  @ApiScope('labels')
  @RequirePermission('shipments.read')
  @Put('settings/label-format')
  @ApiOperation({ summary: 'The format of the labels made from now on: pdf (letter), pdf_4x6 or zpl.' })
  @ApiV2Body(LabelFormatV2Schema)
  @ApiV2Response(LabelFormatV2Schema)
  async setLabelFormat(
    @CurrentUser() user: SessionUser,
    @Body(zod(LabelFormatV2Schema)) body: z.infer<typeof LabelFormatV2Schema>,
  ) {
    await this.services.shipments.call(R.setLabelFormat, {
      caller: user,
      body: { label_format: V2_LABEL_FORMATS[body.format] },
    });
    return body;
  }

  /** The quote token of the rate a rule picks now: the cheapest, or the fastest (then cheapest). */
  private async rateByRule(user: SessionUser, body: CreateShipmentV2): Promise<string> {
    const quote = await this.services.quoting.call(QuotingRoutes.quote, {
      caller: user,
      timeoutMs: 15_000,
      body: toQuoteRequest({ ...body, packageType: toPackageType(body.shipment_type), guides: 1 }),
    });
    const rates = toRatesV2(quote);
    if (body.carrier_rule === 'fastest')
      rates.sort(
        (a, b) => a.transit_days - b.transit_days || (a.price?.amount ?? 0) - (b.price?.amount ?? 0),
      );
    const chosen = rates[0];
    if (!chosen) throw AppError.of(DeveloperErrors.noRateForRule);
    return chosen.id;
  }
}
