import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ObjectIdSchema,
  SavePackageProfileSchema,
  type PackageProfileDto,
  type SavePackageProfile,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody } from '../shared/openapi';

/** Spec section 7: package profiles (weight and dimensions reused in quotes). */
@ApiTags('perfiles de paquete')
@ApiBearerAuth()
@RequirePermission('profiles.manage')
@Controller('packageProfileRoutes')
export class PackageProfilesController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  list(
    @CurrentUser() user: SessionUser,
    @Query('userID') userID?: string,
  ): Promise<{ profiles: PackageProfileDto[] }> {
    return this.services.quoting.get('/internal/package-profiles', { caller: user, query: { userID } });
  }

  @Post()
  @ApiZodBody(SavePackageProfileSchema)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile,
  ): Promise<PackageProfileDto> {
    return this.services.quoting.post('/internal/package-profiles', body, { caller: user });
  }

  @Put(':id')
  @ApiZodBody(SavePackageProfileSchema)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile,
  ): Promise<PackageProfileDto> {
    return this.services.quoting.put(`/internal/package-profiles/${id}`, body, { caller: user });
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.quoting.delete(`/internal/package-profiles/${id}`, { caller: user });
  }
}
