import { Controller, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ObjectIdSchema, type ClientUsersResponse, type UserDto } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';

/** Spec section 7: the users assigned to a client account. */
@ApiTags('clientes')
@ApiBearerAuth()
@RequirePermission('clients.manage')
@Controller('client')
export class ClientsController {
  constructor(private readonly services: ServiceClients) {}

  @Get(':clientId/users')
  users(
    @CurrentUser() user: SessionUser,
    @Param('clientId', zod(ObjectIdSchema)) clientId: string,
  ): Promise<ClientUsersResponse> {
    return this.services.identity.get(`/internal/clients/${clientId}/users`, { caller: user });
  }

  @Patch(':clientId/assign-user/:userId')
  @HttpCode(200)
  assign(
    @CurrentUser() user: SessionUser,
    @Param('clientId', zod(ObjectIdSchema)) clientId: string,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
  ): Promise<UserDto> {
    return this.services.identity.patch(`/internal/clients/${clientId}/assign-user/${userId}`, undefined, {
      caller: user,
    });
  }

  @Patch('remove-user/:userId')
  @HttpCode(200)
  remove(
    @CurrentUser() user: SessionUser,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
  ): Promise<UserDto> {
    return this.services.identity.patch(`/internal/clients/remove-user/${userId}`, undefined, {
      caller: user,
    });
  }
}
