import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CreateShipmentsSchema,
  DeleteShipmentsSchema,
  DuplicateShipmentsSchema,
  LabelFormatSchema,
  ObjectIdSchema,
  ShipmentCarrierQuerySchema,
  ShipmentGuideParamsSchema,
  ShipmentGuideStatusQuerySchema,
  ShipmentListSchema,
  ShipmentPageQuerySchema,
  ShipmentPageSchema,
  ShipmentSearchQuerySchema,
  ShipmentsRoutes,
  ShipmentToCreateSchema,
  UpdateOverweightSchema,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { z } from 'zod';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';
import { toPage } from '../shared/paging';

const R = ShipmentsRoutes;

/** Spec section 7, "Quoting and shipments": shipments, lists, details, duplicates and deletes. */
@ApiTags('envios')
@ApiBearerAuth()
@Controller('shipments')
export class ShipmentsController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('shipments.create')
  @Post()
  @ApiOperation({
    summary: 'Crea un envío de una cotización de una guía (precio del token de la cotización).',
  })
  @ApiZodBody(ShipmentToCreateSchema)
  @ApiZodResponse(R.createShipment.response, 201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(ShipmentToCreateSchema)) body: z.infer<typeof ShipmentToCreateSchema>,
  ) {
    return this.services.shipments.call(R.createShipment, { caller: user, body });
  }

  @RequirePermission('shipments.create')
  @Post('home/all')
  @ApiOperation({ summary: 'Crea de 1 a 5 envíos de una misma cotización, todos o ninguno.' })
  @ApiZodBody(CreateShipmentsSchema)
  @ApiZodResponse(R.createShipments.response, 201)
  createMany(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreateShipmentsSchema)) body: z.infer<typeof CreateShipmentsSchema>,
  ) {
    return this.services.shipments.call(R.createShipments, { caller: user, body });
  }

  @RequirePermission('shipments.create')
  @Post('all')
  @HttpCode(201)
  @ApiOperation({ summary: 'Duplica envíos: sin pagar, sin guía ni referencia, del usuario actual.' })
  @ApiZodBody(DuplicateShipmentsSchema)
  @ApiZodResponse(R.duplicate.response, 201)
  duplicate(
    @CurrentUser() user: SessionUser,
    @Body(zod(DuplicateShipmentsSchema)) body: z.infer<typeof DuplicateShipmentsSchema>,
  ) {
    return this.services.shipments.call(R.duplicate, { caller: user, body });
  }

  @RequirePermission('shipments.create')
  @Post('all/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Elimina envíos sin pagar; si alguno está pagado no se elimina ninguno (409).' })
  @ApiZodBody(DeleteShipmentsSchema)
  @ApiZodResponse(R.deleteMany.response)
  remove(
    @CurrentUser() user: SessionUser,
    @Body(zod(DeleteShipmentsSchema)) body: z.infer<typeof DeleteShipmentsSchema>,
  ) {
    return this.services.shipments.call(R.deleteMany, { caller: user, body });
  }

  @RequirePermission('shipments.read')
  @Get('all-carrier-services')
  @ApiOperation({ summary: 'Todas las paqueterías y servicios que vende el portal.' })
  @ApiZodResponse(R.allCarrierServices.response)
  allCarrierServices(@CurrentUser() user: SessionUser) {
    return this.services.shipments.call(R.allCarrierServices, { caller: user });
  }

  @RequirePermission('shipments.read')
  @Get('label-format')
  @ApiOperation({ summary: 'Formato de guía del usuario: pdf-letter, pdf-4x6 o zpl.' })
  @ApiZodResponse(R.getLabelFormat.response)
  labelFormat(@CurrentUser() user: SessionUser) {
    return this.services.shipments.call(R.getLabelFormat, { caller: user });
  }

  @RequirePermission('shipments.read')
  @Put('label-format')
  @ApiZodBody(LabelFormatSchema)
  @ApiZodResponse(R.setLabelFormat.response)
  setLabelFormat(
    @CurrentUser() user: SessionUser,
    @Body(zod(LabelFormatSchema)) body: z.infer<typeof LabelFormatSchema>,
  ) {
    return this.services.shipments.call(R.setLabelFormat, { caller: user, body });
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId')
  @ApiOperation({
    summary:
      'Envíos de un usuario (o de la cuenta de un cliente), del más nuevo al más antiguo. Con page: una página (docs, page, pages, totalPages, count, previous, next); sin page: los 50 más recientes (docs).',
  })
  @ApiZodResponse(z.union([ShipmentPageSchema, ShipmentListSchema]))
  async list(
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query() query: Record<string, string>,
  ) {
    if (query.page === undefined && query.limit === undefined)
      return this.services.shipments.call(R.search, { caller: user, params: { userId }, query: {} });
    const paging = zod(ShipmentPageQuerySchema).transform(query) as z.infer<typeof ShipmentPageQuerySchema>;
    const page = await this.services.shipments.call(R.listPage, {
      caller: user,
      params: { userId },
      query: paging,
    });
    return toPage(req, page);
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId/query')
  @ApiOperation({
    summary: 'Busca por origen, destino, servicio, moneda, importe o guía (sin acentos ni mayúsculas).',
  })
  @ApiZodResponse(R.search.response)
  query(
    @CurrentUser() user: SessionUser,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query(zod(ShipmentSearchQuerySchema)) query: z.infer<typeof ShipmentSearchQuerySchema>,
  ) {
    return this.services.shipments.call(R.search, { caller: user, params: { userId }, query });
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId/filter')
  @ApiOperation({ summary: 'Igual que /query, con el parámetro q.' })
  @ApiZodResponse(R.search.response)
  filter(
    @CurrentUser() user: SessionUser,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query(zod(ShipmentSearchQuerySchema)) query: z.infer<typeof ShipmentSearchQuerySchema>,
  ) {
    return this.services.shipments.call(R.search, { caller: user, params: { userId }, query });
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId/guide')
  @ApiOperation({ summary: 'Envíos pagados (status=true) o pendientes de pago (status=false), hasta 100.' })
  @ApiZodResponse(R.byGuideStatus.response)
  byStatus(
    @CurrentUser() user: SessionUser,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query(zod(ShipmentGuideStatusQuerySchema)) query: z.infer<typeof ShipmentGuideStatusQuerySchema>,
  ) {
    return this.services.shipments.call(R.byGuideStatus, {
      caller: user,
      params: { userId },
      query: { status: String(query.status) } as never,
    });
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId/carrier')
  @ApiOperation({ summary: 'Envíos de una paquetería, hasta 100.' })
  @ApiZodResponse(R.byCarrier.response)
  byCarrier(
    @CurrentUser() user: SessionUser,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query(zod(ShipmentCarrierQuerySchema)) query: z.infer<typeof ShipmentCarrierQuerySchema>,
  ) {
    return this.services.shipments.call(R.byCarrier, { caller: user, params: { userId }, query });
  }

  @RequirePermission('shipments.read')
  @Get('all/:userId/carrier-services')
  @ApiOperation({ summary: 'Paqueterías y servicios de los envíos recientes, con cuántos de cada uno.' })
  @ApiZodResponse(R.carrierServicesOf.response)
  carrierServices(@CurrentUser() user: SessionUser, @Param('userId', zod(ObjectIdSchema)) userId: string) {
    return this.services.shipments.call(R.carrierServicesOf, { caller: user, params: { userId } });
  }

  @RequirePermission('shipments.read')
  @Get('last/shipment/:id')
  @ApiOperation({ summary: 'Los últimos envíos del usuario {id}.' })
  @ApiZodResponse(R.lastShipments.response)
  last(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) userId: string) {
    return this.services.shipments.call(R.lastShipments, { caller: user, params: { userId } });
  }

  @RequirePermission('shipments.read')
  @Get('status/guide/:id')
  @ApiOperation({ summary: 'Si el envío está pagado y su guía generada.' })
  @ApiZodResponse(R.guideStatus.response)
  guideStatus(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.guideStatus, { caller: user, params: { id } });
  }

  @RequirePermission('shipments.read')
  @Get('parcels/:id')
  @ApiOperation({ summary: 'Los paquetes de un envío con su peso volumétrico.' })
  @ApiZodResponse(R.parcels.response)
  parcels(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.parcels, { caller: user, params: { id } });
  }

  @RequirePermission('shipments.read')
  @Get(':id/label-link')
  @ApiOperation({ summary: 'Enlace firmado y con caducidad a la guía del envío.' })
  @ApiZodResponse(R.labelLink.response)
  labelLink(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.labelLink, { caller: user, params: { id } });
  }

  @RequirePermission('shipments.read')
  @Get('by-guide/:guide')
  @ApiOperation({ summary: 'El envío con ese número de guía completo, entre los que puedes ver.' })
  @ApiZodResponse(R.byGuide.response)
  byGuide(
    @CurrentUser() user: SessionUser,
    @Param('guide', zod(ShipmentGuideParamsSchema.shape.guide)) guide: string,
  ) {
    return this.services.shipments.call(R.byGuide, { caller: user, params: { guide } });
  }

  @RequirePermission('shipments.read')
  @Get(':id')
  @ApiOperation({ summary: 'Detalle de un envío.' })
  @ApiZodResponse(R.getShipment.response)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.getShipment, { caller: user, params: { id } });
  }

  @RequirePermission('overweight.register')
  @Put(':id')
  @ApiOperation({ summary: 'Registra el sobrepeso y su costo de un envío pagado (OverweightRegistered).' })
  @ApiZodBody(UpdateOverweightSchema)
  @ApiZodResponse(R.registerOverweight.response)
  registerOverweight(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(UpdateOverweightSchema)) body: z.infer<typeof UpdateOverweightSchema>,
  ) {
    return this.services.shipments.call(R.registerOverweight, { caller: user, params: { id }, body });
  }

  @RequirePermission('shipments.create')
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancela una guía pagada que aún no se mueve (hasta 7 días después del pago); el monedero reembolsa su importe.',
  })
  @ApiZodResponse(R.cancelGuide.response)
  cancelGuide(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.cancelGuide, { caller: user, params: { id } });
  }
}
