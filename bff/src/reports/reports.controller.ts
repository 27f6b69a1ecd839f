import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  GeneralReportFieldsSchema,
  GeneralReportSchema,
  ReportQueryFieldsSchema,
  ReportQuerySchema,
  ReportsRoutes,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';

const R = ReportsRoutes;
type RawQuery = Record<string, string>;

/**
 * Section 7 "Other → reports": the dashboard's charts and KPIs (every role, each within its reach:
 * a user's own, a client's account, staff everyone's) and the general report of the Reportes screen.
 * The query is checked here with the service's own schema and handed on as it came.
 */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reports')
export class ReportsController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('reports.general')
  @Post('general')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Envíos del periodo (con filtros), totales según el perfil y abonos del periodo.',
  })
  @ApiZodBody(GeneralReportFieldsSchema)
  @ApiZodResponse(R.general.response)
  async general(
    @CurrentUser() user: SessionUser,
    @Body(zod(GeneralReportSchema)) _checked: unknown,
    @Body() body: z.input<typeof GeneralReportSchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // A page of up to 500 rows, handed on as the service wrote it (no parse and re-serialisation).
    const json = await this.services.reports.callRaw(R.general, { caller: user, body, timeoutMs: 30_000 });
    await res.status(200).type('application/json; charset=utf-8').send(json);
  }

  @RequirePermission('reports.read')
  @Get('shipments-report')
  @ApiOperation({ summary: 'Generados, En tránsito y Entregados del periodo.' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.shipmentsReport.response)
  shipmentsReport(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.shipmentsReport, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('total-by-carrier')
  @ApiOperation({ summary: 'Envíos por paquetería.' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.totalByCarrier.response)
  totalByCarrier(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.totalByCarrier, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('shipments-by-type')
  @ApiOperation({ summary: 'Envíos por tipo (Caja, Sobre, Tarima).' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.shipmentsByType.response)
  shipmentsByType(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.shipmentsByType, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('shipments-city')
  @ApiOperation({ summary: 'Las diez ciudades de destino con más envíos.' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.shipmentsCity.response)
  shipmentsCity(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.shipmentsCity, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('top-destination')
  @ApiOperation({ summary: 'Destinos más frecuentes: ciudad, estado, envíos y porcentaje.' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.topDestination.response)
  topDestination(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.topDestination, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('prepaids-per-month')
  @ApiOperation({ summary: 'Abonos pagados por mes (no para Servicio al Cliente ni Ventas).' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.prepaidsPerMonth.response)
  prepaidsPerMonth(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.prepaidsPerMonth, { caller: user, query });
  }

  @RequirePermission('reports.read')
  @Get('eficiencia-per-shipment')
  @ApiOperation({ summary: 'Porcentaje de entregas a tiempo por mes (según los días prometidos).' })
  @ApiZodQuery(ReportQueryFieldsSchema)
  @ApiZodResponse(R.efficiency.response)
  efficiency(
    @CurrentUser() user: SessionUser,
    @Query(zod(ReportQuerySchema)) _q: unknown,
    @Query() query: RawQuery,
  ) {
    return this.services.reports.call(R.efficiency, { caller: user, query });
  }
}
