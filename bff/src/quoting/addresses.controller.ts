import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ObjectIdSchema, QuotingRoutes, SaveAddressSchema, type SaveAddress } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = QuotingRoutes;

/** Spec section 7: saved addresses (Catálogo de Direcciones). Each user sees only their own. */
@ApiTags('direcciones')
@ApiBearerAuth()
@RequirePermission('addresses.manage')
@Controller('locations-user')
export class AddressesController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @ApiZodResponse(R.listAddresses.response)
  list(@CurrentUser() user: SessionUser, @Query('user') owner?: string) {
    return this.services.quoting.call(R.listAddresses, { caller: user, query: { user: owner } });
  }

  @Post()
  @ApiZodBody(SaveAddressSchema)
  @ApiZodResponse(R.createAddress.response, 201)
  create(@CurrentUser() user: SessionUser, @Body(zod(SaveAddressSchema)) body: SaveAddress) {
    return this.services.quoting.call(R.createAddress, { caller: user, body });
  }

  @Get(':id')
  @ApiZodResponse(R.getAddress.response)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.quoting.call(R.getAddress, { caller: user, params: { id } });
  }

  @Put(':id')
  @ApiZodBody(SaveAddressSchema)
  @ApiZodResponse(R.updateAddress.response)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SaveAddressSchema)) body: SaveAddress,
  ) {
    return this.services.quoting.call(R.updateAddress, { caller: user, params: { id }, body });
  }

  @Delete(':id')
  @ApiZodResponse(R.deleteAddress.response)
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.quoting.call(R.deleteAddress, { caller: user, params: { id } });
  }
}
