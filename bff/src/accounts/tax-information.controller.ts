import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IdentityRoutes,
  ObjectIdSchema,
  QuotingRoutes,
  TaxErrors,
  TaxInformationBodySchema,
  taxInformationIssues,
  type TaxInformation,
  type TaxInformationDto,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = IdentityRoutes;

/**
 * Issue 29, 'Datos de facturación': the tax data a customer's CFDI 4.0 invoices are made out to.
 * Identity decides whose data a caller reaches (one's own; a manager, the accounts in reach); the
 * BFF adds what identity cannot know: whether the postal code exists in the SEPOMEX catalogue the
 * quoting service keeps, so every field's problem comes back in one answer.
 */
@ApiTags('cuentas')
@ApiBearerAuth()
@RequirePermission('tax.manage')
@Controller('users/:id/tax-information')
export class TaxInformationController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'Datos de facturación (CFDI 4.0) del usuario; 404 TAX.NOT_SET si no tiene.' })
  @ApiZodResponse(R.getTaxInformation.response)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.identity.call(R.getTaxInformation, { caller: user, params: { id } });
  }

  @Put()
  @ApiOperation({
    summary:
      'Guarda los datos de facturación: RFC (formato y dígito verificador), razón social como en la Constancia, régimen fiscal y uso CFDI de los catálogos del SAT, código postal de SEPOMEX y frecuencia (payment, weekly, fortnightly, monthly). 400 con el error de cada campo en details.',
  })
  @ApiZodBody(TaxInformationBodySchema)
  @ApiZodResponse(R.saveTaxInformation.response)
  async save(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(TaxInformationBodySchema)) body: TaxInformation,
  ): Promise<TaxInformationDto> {
    const issues = taxInformationIssues(body).map(({ entry, path, message }) => ({ entry, path, message }));
    if (!issues.some((i) => i.path === 'codigo_postal') && !(await this.postalCodeExists(user, body))) {
      const entry = TaxErrors.postalCodeNotFound;
      issues.push({ entry, path: 'codigo_postal', message: entry.message(body.codigo_postal) });
    }
    if (issues.length > 0) {
      const [first] = issues;
      const details = issues.map(({ path, message }) => ({ path, message }));
      throw new AppError(first.entry.status, first.entry.code, first.message, details);
    }
    return this.services.identity.call(R.saveTaxInformation, { caller: user, params: { id }, body });
  }

  @Delete()
  @ApiOperation({ summary: 'Borra los datos de facturación: sus pagos vuelven a la factura global.' })
  @ApiZodResponse(R.deleteTaxInformation.response)
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.identity.call(R.deleteTaxInformation, { caller: user, params: { id } });
  }

  private async postalCodeExists(user: SessionUser, body: TaxInformation): Promise<boolean> {
    const { data } = await this.services.quoting.call(QuotingRoutes.lookupPostalCodes, {
      caller: user,
      body: { codes: [body.codigo_postal] },
    });
    return (data[body.codigo_postal]?.length ?? 0) > 0;
  }
}
