import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  ObjectIdSchema,
  QuotingErrors,
  SavePackageProfileSchema,
  type PackageProfileDto,
  type SavePackageProfile,
} from '@envios/contracts';
import { AppError, Caller, zod, type CallerIdentity } from '@envios/platform';
import { assertSelf } from '../shared/owner';
import { PackageProfile } from './package-profile.schema';

type Stored = PackageProfile & { _id: Types.ObjectId };

const toDto = (p: Stored): PackageProfileDto => ({
  _id: String(p._id),
  name: p.name,
  type: p.type,
  weight: p.weight,
  dimensions: { length: p.dimensions.length, width: p.dimensions.width, height: p.dimensions.height },
  description: p.description,
  userID: p.userID,
});

const notFound = () => AppError.notFound('El perfil de paquete no existe.', QuotingErrors.profileNotFound);

/** /packageProfileRoutes: each user's package profiles, within the limits of their type. */
@Controller('internal/package-profiles')
export class PackageProfilesController {
  constructor(@InjectModel(PackageProfile.name) private readonly profiles: Model<PackageProfile>) {}

  @Get()
  async list(@Caller() caller: CallerIdentity, @Query('userID') userID?: string) {
    assertSelf(caller, userID);
    const profiles = await this.profiles
      .find({ userID: caller.id })
      .sort({ name: 1, _id: 1 })
      .lean<Stored[]>();
    return { profiles: profiles.map(toDto) };
  }

  @Post()
  async create(
    @Caller() caller: CallerIdentity,
    @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile,
  ) {
    const created = await this.profiles.create({
      ...body,
      description: body.description ?? null,
      userID: caller.id,
    });
    return toDto(created.toObject() as Stored);
  }

  @Put(':id')
  async update(
    @Caller() caller: CallerIdentity,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SavePackageProfileSchema)) body: SavePackageProfile,
  ) {
    const { matchedCount } = await this.profiles.updateOne(
      { _id: id, userID: caller.id },
      { $set: { ...body, description: body.description ?? null } },
    );
    if (!matchedCount) throw notFound();
    return toDto((await this.profiles.findById(id).lean<Stored>())!);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Caller() caller: CallerIdentity, @Param('id', zod(ObjectIdSchema)) id: string) {
    const { deletedCount } = await this.profiles.deleteOne({ _id: id, userID: caller.id });
    if (!deletedCount) throw notFound();
    return { deleted: true };
  }
}
