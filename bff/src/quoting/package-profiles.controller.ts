import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ObjectIdSchema,
  QuotingRoutes,
  SavePackageProfileSchema,
  type SavePackageProfile,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = QuotingRoutes;

/** Spec section 7: package profiles (weight and dimensions reused in quotes). */
@ApiTags('perfiles de paquete')
@ApiBearerAuth()
@RequirePermission('profiles.manage')
@Controller('packageProfileRoutes')
export class PackageProfilesController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @ApiZodResponse(R.listPackageProfiles.response)
  list(@CurrentUser() user: SessionUser, @Query('userID') userID?: string) {
    return this.services.quoting.call(R.listPackageProfiles, { caller: user, query: { userID } });
  }

  @Post()
  @ApiZodBody(SavePackageProfileSchema)
  @ApiZodResponse(R.createPackageProfile.response, 201)
  create(@CurrentUser() user: SessionUser, @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile) {
    return this.services.quoting.call(R.createPackageProfile, { caller: user, body });
  }

  @Put(':id')
  @ApiZodBody(SavePackageProfileSchema)
  @ApiZodResponse(R.updatePackageProfile.response)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile,
  ) {
    return this.services.quoting.call(R.updatePackageProfile, { caller: user, params: { id }, body });
  }

  @Delete(':id')
  @ApiZodResponse(R.deletePackageProfile.response)
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.quoting.call(R.deletePackageProfile, { caller: user, params: { id } });
  }
}
