import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  InvoiceIdSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoicingRoutes,
  type InvoiceFile,
  type InvoiceListQuery,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodQuery, ApiZodResponse } from '../shared/openapi';
import { toPage } from '../shared/paging';

const R = InvoicingRoutes;

/**
 * Issue 29, 'Facturas': the CFDI 4.0 invoices of what customers paid, with their stamped XML and
 * PDF. Invoices carry amounts: the roles that read wallets (not helpdesk, not the Operativo); the
 * invoicing service narrows each to its reach (a client its account's, staff all).
 */
@ApiTags('facturas')
@ApiBearerAuth()
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('invoices.read')
  @Get()
  @ApiOperation({ summary: 'Facturas timbradas de tu alcance (?user= las de un usuario), de la más nueva.' })
  @ApiZodQuery(InvoiceListQuerySchema)
  @ApiZodResponse(InvoicePageSchema)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(InvoiceListQuerySchema)) query: InvoiceListQuery,
    @Req() req: FastifyRequest,
  ) {
    return toPage(req, await this.services.invoicing.call(R.listInvoices, { caller: user, query }));
  }

  @RequirePermission('invoices.read')
  @Get(':id/xml')
  @ApiOperation({ summary: 'El XML timbrado de una factura (CFDI 4.0).' })
  @ApiOkResponse({ description: 'El XML.', content: { 'application/xml': { schema: { type: 'string' } } } })
  async xml(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(InvoiceIdSchema)) id: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await send(res, await this.services.invoicing.call(R.invoiceXml, { caller: user, params: { id } }));
  }

  @RequirePermission('invoices.read')
  @Get(':id/pdf')
  @ApiOperation({ summary: 'La representación impresa (PDF) de una factura.' })
  @ApiOkResponse({
    description: 'El PDF.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async pdf(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(InvoiceIdSchema)) id: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await send(res, await this.services.invoicing.call(R.invoicePdf, { caller: user, params: { id } }));
  }
}

/** A download under its name, never cached by others. */
async function send(res: FastifyReply, file: InvoiceFile): Promise<void> {
  await res
    .status(200)
    .header(
      'content-type',
      file.contentType === 'application/xml' ? 'application/xml; charset=utf-8' : file.contentType,
    )
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.data, 'base64'));
}
