import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ObjectIdSchema, SaveAddressSchema, type SaveAddress, type SavedAddressDto } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody } from '../shared/openapi';

/** Spec section 7: saved addresses (Catálogo de Direcciones). Each user sees only their own. */
@ApiTags('direcciones')
@ApiBearerAuth()
@RequirePermission('addresses.manage')
@Controller('locations-user')
export class AddressesController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  list(
    @CurrentUser() user: SessionUser,
    @Query('user') owner?: string,
  ): Promise<{ docs: SavedAddressDto[] }> {
    return this.services.quoting.get('/internal/addresses', { caller: user, query: { user: owner } });
  }

  @Post()
  @ApiZodBody(SaveAddressSchema)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(SaveAddressSchema)) body: SaveAddress,
  ): Promise<SavedAddressDto> {
    return this.services.quoting.post('/internal/addresses', body, { caller: user });
  }

  @Get(':id')
  get(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
  ): Promise<SavedAddressDto> {
    return this.services.quoting.get(`/internal/addresses/${id}`, { caller: user });
  }

  @Put(':id')
  @ApiZodBody(SaveAddressSchema)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SaveAddressSchema)) body: SaveAddress,
  ): Promise<SavedAddressDto> {
    return this.services.quoting.put(`/internal/addresses/${id}`, body, { caller: user });
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.quoting.delete(`/internal/addresses/${id}`, { caller: user });
  }
}
