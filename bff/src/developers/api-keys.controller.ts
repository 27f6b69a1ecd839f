import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiRateLimitSchema,
  ApiKeyDtoSchema,
  CommonErrors,
  ApiKeyListSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  IdentityRoutes,
  WalletBalanceSchema,
  WalletRoutes,
  ObjectIdSchema,
  type CreateApiKey,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import type { z } from 'zod';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = IdentityRoutes;

/**
 * Issue 26, 'API y Webhooks': the API keys of the public API (/api/v2), managed by the web session
 * only (a key cannot make or revoke keys). A client sees its own; the superadmin and the admin (who
 * only reads) every account's.
 */
@ApiTags('desarrolladores')
@ApiBearerAuth()
@Controller()
export class ApiKeysController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('developers.manage')
  @Post('api-keys')
  @ApiOperation({
    summary:
      'Crea una clave de API con nombre y permisos; la respuesta trae la clave (envmx_live_…) esta única vez: solo se guarda su hash.',
  })
  @ApiZodBody(CreateApiKeySchema)
  @ApiZodResponse(CreatedApiKeySchema, 201)
  create(@CurrentUser() user: SessionUser, @Body(zod(CreateApiKeySchema)) body: CreateApiKey) {
    return this.services.identity.call(R.createApiKey, { caller: user, body });
  }

  @RequirePermission('developers.read')
  @Get('api-keys')
  @ApiOperation({ summary: 'Claves de API (sin el secreto), con su último uso: hora y dirección.' })
  @ApiZodResponse(ApiKeyListSchema)
  list(@CurrentUser() user: SessionUser) {
    return this.services.identity.call(R.listApiKeys, { caller: user });
  }

  @RequirePermission('developers.manage')
  @Delete('api-keys/:id')
  @ApiOperation({
    summary:
      'Revoca una clave: todas las réplicas la rechazan en menos de un segundo. Revocar otra vez no cambia nada.',
  })
  @ApiZodResponse(ApiKeyDtoSchema)
  revoke(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.identity.call(R.revokeApiKey, { caller: user, params: { id } });
  }

  @RequirePermission('developers.read')
  @Get('api-keys/test-balance')
  @ApiOperation({
    summary: 'El saldo de prueba de la cuenta: el que pagan las claves envmx_test_, aparte del monedero.',
  })
  @ApiZodResponse(WalletBalanceSchema)
  testBalance(@CurrentUser() user: SessionUser) {
    return this.services.wallet.call(WalletRoutes.balance, {
      caller: { ...user, test: true },
      params: { userId: user.id },
    });
  }

  @RequirePermission('developers.manage')
  @Post('api-keys/test-balance/refill')
  @HttpCode(200)
  @ApiOperation({ summary: 'Recarga el saldo de prueba hasta $10,000.00 (no es dinero real).' })
  @ApiZodResponse(WalletBalanceSchema)
  refillTestBalance(@CurrentUser() user: SessionUser) {
    return this.services.wallet.call(WalletRoutes.refillTestBalance, { caller: { ...user, test: true } });
  }

  @RequirePermission('users.manage')
  @Put('users/:id/api-rate-limit')
  @ApiOperation({
    summary:
      'Solicitudes por segundo de cada clave de API de esta cuenta (null: el valor general). Solo el superadmin.',
  })
  @ApiZodBody(ApiRateLimitSchema)
  @ApiZodResponse(ApiRateLimitSchema)
  setRateLimit(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(ApiRateLimitSchema)) body: z.infer<typeof ApiRateLimitSchema>,
  ) {
    // users.manage lets sales and clients in too; an account's API limit is the superadmin's call.
    if (user.role !== 'superadmin') throw AppError.of(CommonErrors.forbidden);
    return this.services.identity.call(R.setApiRateLimit, { caller: user, params: { id }, body });
  }
}
