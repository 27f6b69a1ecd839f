import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  ObjectIdSchema,
  QuotingErrors,
  SaveAddressSchema,
  type SaveAddress,
  type SavedAddressDto,
} from '@envios/contracts';
import { AppError, Caller, zod, type CallerIdentity } from '@envios/platform';
import { PostalCatalog } from '../postal-codes/postal-catalog';
import { assertSelf } from '../shared/owner';
import { SavedAddress } from './saved-address.schema';

type Stored = SavedAddress & { _id: Types.ObjectId };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function toDto(a: Stored): SavedAddressDto {
  return {
    _id: String(a._id),
    name: a.name,
    email: a.email,
    phone: a.phone,
    address: [a.street, a.number, a.intNumber].filter(Boolean).join(', '),
    street: a.street,
    number: a.number,
    intNumber: a.intNumber,
    reference_of_origin: a.reference_of_origin,
    colony: a.colony,
    postal_code: a.postal_code,
    city: a.city,
    state: a.state,
    state_short: a.state_short,
    country_code: a.country_code,
    user: a.user,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

const notFound = () => AppError.notFound('La dirección no existe.', QuotingErrors.addressNotFound);

/** /locations-user: each user's saved addresses; colony, city and state come from the postal code. */
@Controller('internal/addresses')
export class AddressesController {
  constructor(
    @InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>,
    private readonly catalog: PostalCatalog,
  ) {}

  /** Everything the catalogue fills in; the body's colony must be one of the code's settlements. */
  private place(body: SaveAddress) {
    const entry = this.catalog.lookup(body.postal_code);
    if (!entry) throw AppError.badRequest(QuotingErrors.postalCodeNotFound, 'El código postal no existe.');
    const settlement = entry.settlements.find((s) => fold(s.name) === fold(body.colony));
    if (!settlement) {
      throw AppError.badRequest(QuotingErrors.colonyMismatch, 'La colonia no corresponde al código postal.');
    }
    return {
      postal_code: entry.postalCode,
      colony: settlement.name,
      city: entry.city ?? entry.municipality,
      state: entry.state,
      state_short: entry.stateShort,
      country_code: 'MX',
    };
  }

  private fields(body: SaveAddress) {
    return {
      name: body.name,
      email: body.email,
      phone: body.phone,
      street: body.street,
      number: body.number,
      intNumber: body.intNumber ?? null,
      reference_of_origin: body.reference_of_origin ?? null,
      ...this.place(body),
    };
  }

  @Get()
  async list(@Caller() caller: CallerIdentity, @Query('user') user?: string) {
    assertSelf(caller, user);
    const docs = await this.addresses.find({ user: caller.id }).sort({ name: 1, _id: 1 }).lean<Stored[]>();
    return { docs: docs.map(toDto) };
  }

  @Get(':id')
  async get(@Caller() caller: CallerIdentity, @Param('id', zod(ObjectIdSchema)) id: string) {
    const a = await this.addresses.findOne({ _id: id, user: caller.id }).lean<Stored>();
    if (!a) throw notFound();
    return toDto(a);
  }

  @Post()
  async create(@Caller() caller: CallerIdentity, @Body(zod(SaveAddressSchema)) body: SaveAddress) {
    const created = await this.addresses.create({ ...this.fields(body), user: caller.id });
    return toDto(created.toObject() as Stored);
  }

  @Put(':id')
  async update(
    @Caller() caller: CallerIdentity,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(SaveAddressSchema)) body: SaveAddress,
  ) {
    const { matchedCount } = await this.addresses.updateOne(
      { _id: id, user: caller.id },
      { $set: this.fields(body) },
    );
    if (!matchedCount) throw notFound();
    return toDto((await this.addresses.findById(id).lean<Stored>())!);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Caller() caller: CallerIdentity, @Param('id', zod(ObjectIdSchema)) id: string) {
    const { deletedCount } = await this.addresses.deleteOne({ _id: id, user: caller.id });
    if (!deletedCount) throw notFound();
    return { deleted: true };
  }
}
