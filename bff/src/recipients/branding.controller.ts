import { Body, Controller, Delete, Get, Param, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  BrandingSchema,
  CommonErrors,
  MAX_LOGO_BYTES,
  ObjectIdSchema,
  RecipientErrors,
  RecipientRoutes,
  UpdateBrandingSchema,
  type Branding,
  type UpdateBranding,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';
import { reencodeLogo } from './logo-image';

const R = RecipientRoutes;

const LOGO_BODY = {
  schema: { type: 'object', required: ['logo'], properties: { logo: { type: 'string', format: 'binary' } } },
};

/**
 * Issue 30, 'Marca para destinatarios': the business name and logo an account's recipients see on
 * /rastreo/{guide} and in their notices, and 'Avisar a mis destinatarios'. A client sets its own
 * (/account/branding); the superadmin any account's (/accounts/{id}/branding).
 */
@ApiTags('cuentas')
@ApiBearerAuth()
@RequirePermission('clients.manage')
@Controller()
export class BrandingController {
  constructor(private readonly services: ServiceClients) {}

  @Get('account/branding')
  @ApiOperation({ summary: 'Marca para destinatarios de tu cuenta: nombre del negocio, logotipo y avisos.' })
  @ApiZodResponse(BrandingSchema)
  get(@CurrentUser() user: SessionUser): Promise<Branding> {
    return this.services.identity.call(R.getBranding, { caller: user, params: { account: user.id } });
  }

  @Put('account/branding')
  @ApiOperation({
    summary: 'Cambia el nombre del negocio o «Avisar a mis destinatarios»; lo que no se envía queda igual.',
  })
  @ApiZodBody(UpdateBrandingSchema)
  @ApiZodResponse(BrandingSchema)
  update(@CurrentUser() user: SessionUser, @Body(zod(UpdateBrandingSchema)) body: UpdateBranding) {
    return this.services.identity.call(R.updateBranding, {
      caller: user,
      params: { account: user.id },
      body,
    });
  }

  @Put('account/branding/logo')
  @ApiOperation({
    summary: 'Sube el logotipo (campo «logo»: PNG, JPEG o WebP de hasta 1 MB); se guarda ajustado a 256 px.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(LOGO_BODY)
  @ApiZodResponse(BrandingSchema)
  async setLogo(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    return this.saveLogo(user, user.id, req);
  }

  @Delete('account/branding/logo')
  @ApiOperation({ summary: 'Quita el logotipo: la página de rastreo muestra solo el nombre.' })
  @ApiZodResponse(BrandingSchema)
  deleteLogo(@CurrentUser() user: SessionUser) {
    return this.services.identity.call(R.deleteBrandingLogo, { caller: user, params: { account: user.id } });
  }

  @Get('accounts/:id/branding')
  @ApiOperation({ summary: 'Superadmin: la marca para destinatarios de cualquier cuenta.' })
  @ApiZodResponse(BrandingSchema)
  getOf(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    superadminOnly(user);
    return this.services.identity.call(R.getBranding, { caller: user, params: { account: id } });
  }

  @Put('accounts/:id/branding')
  @ApiOperation({ summary: 'Superadmin: cambia la marca para destinatarios de cualquier cuenta.' })
  @ApiZodBody(UpdateBrandingSchema)
  @ApiZodResponse(BrandingSchema)
  updateOf(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(UpdateBrandingSchema)) body: UpdateBranding,
  ) {
    superadminOnly(user);
    return this.services.identity.call(R.updateBranding, { caller: user, params: { account: id }, body });
  }

  @Put('accounts/:id/branding/logo')
  @ApiOperation({ summary: 'Superadmin: sube el logotipo de cualquier cuenta (campo «logo»).' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(LOGO_BODY)
  @ApiZodResponse(BrandingSchema)
  setLogoOf(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Req() req: FastifyRequest,
  ) {
    superadminOnly(user);
    return this.saveLogo(user, id, req);
  }

  @Delete('accounts/:id/branding/logo')
  @ApiOperation({ summary: 'Superadmin: quita el logotipo de cualquier cuenta.' })
  @ApiZodResponse(BrandingSchema)
  deleteLogoOf(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    superadminOnly(user);
    return this.services.identity.call(R.deleteBrandingLogo, { caller: user, params: { account: id } });
  }

  /** Reads the one file (stopping past 1 MB), checks and re-encodes it, and hands identity the WebP. */
  private async saveLogo(user: SessionUser, account: string, req: FastifyRequest): Promise<Branding> {
    if (!req.isMultipart()) throw AppError.of(RecipientErrors.logoMissing);
    let bytes: Buffer | undefined;
    try {
      const part = await req.file({ limits: { fileSize: MAX_LOGO_BYTES, files: 1 } });
      if (part) {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw AppError.of(RecipientErrors.logoTooLarge);
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw AppError.of(RecipientErrors.logoTooLarge);
      throw AppError.of(RecipientErrors.logoMissing);
    }
    if (!bytes?.length) throw AppError.of(RecipientErrors.logoMissing);
    const webp = await reencodeLogo(bytes);
    return this.services.identity.call(R.setBrandingLogo, {
      caller: user,
      params: { account },
      body: { data: webp.toString('base64'), contentType: 'image/webp' },
    });
  }
}

function superadminOnly(user: SessionUser): void {
  if (user.role !== 'superadmin') throw AppError.of(CommonErrors.forbidden);
}
