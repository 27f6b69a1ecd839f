import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiKeyDtoSchema,
  ApiKeyListSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  IdentityRoutes,
  ObjectIdSchema,
  type CreateApiKey,
} from '@envios/contracts';
import { zod } from '@envios/platform';
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
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('developers.manage')
  @Post()
  @ApiOperation({
    summary:
      'Crea una clave de API con nombre y permisos; la respuesta trae la clave (envmx_live_…) esta única vez: solo se guarda su hash.',
  })
  @ApiZodBody(CreateApiKeySchema)
  @ApiZodResponse(CreatedApiKeySchema)
  create(@CurrentUser() user: SessionUser, @Body(zod(CreateApiKeySchema)) body: CreateApiKey) {
    return this.services.identity.call(R.createApiKey, { caller: user, body });
  }

  @RequirePermission('developers.read')
  @Get()
  @ApiOperation({ summary: 'Claves de API (sin el secreto), con su último uso: hora y dirección.' })
  @ApiZodResponse(ApiKeyListSchema)
  list(@CurrentUser() user: SessionUser) {
    return this.services.identity.call(R.listApiKeys, { caller: user });
  }

  @RequirePermission('developers.manage')
  @Delete(':id')
  @ApiOperation({
    summary:
      'Revoca una clave: todas las réplicas la rechazan en menos de un segundo. Revocar otra vez no cambia nada.',
  })
  @ApiZodResponse(ApiKeyDtoSchema)
  revoke(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.identity.call(R.revokeApiKey, { caller: user, params: { id } });
  }
}
