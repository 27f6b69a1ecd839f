import { Controller, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IdentityRoutes, ObjectIdSchema } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodResponse } from '../shared/openapi';

/** Spec section 7: the users assigned to a client account. */
@ApiTags('clientes')
@ApiBearerAuth()
@RequirePermission('clients.manage')
@Controller('client')
export class ClientsController {
  constructor(private readonly services: ServiceClients) {}

  @Get(':clientId/users')
  @ApiZodResponse(IdentityRoutes.listClientUsers.response)
  users(@CurrentUser() user: SessionUser, @Param('clientId', zod(ObjectIdSchema)) clientId: string) {
    return this.services.identity.call(IdentityRoutes.listClientUsers, {
      caller: user,
      params: { clientId },
    });
  }

  @Patch(':clientId/assign-user/:userId')
  @HttpCode(200)
  @ApiZodResponse(IdentityRoutes.assignUserToClient.response)
  assign(
    @CurrentUser() user: SessionUser,
    @Param('clientId', zod(ObjectIdSchema)) clientId: string,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
  ) {
    return this.services.identity.call(IdentityRoutes.assignUserToClient, {
      caller: user,
      params: { clientId, userId },
    });
  }

  @Patch('remove-user/:userId')
  @HttpCode(200)
  @ApiZodResponse(IdentityRoutes.removeUserFromClient.response)
  remove(@CurrentUser() user: SessionUser, @Param('userId', zod(ObjectIdSchema)) userId: string) {
    return this.services.identity.call(IdentityRoutes.removeUserFromClient, {
      caller: user,
      params: { userId },
    });
  }
}
