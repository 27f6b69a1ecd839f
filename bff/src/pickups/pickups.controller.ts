import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CreatePickupSchema,
  PickupErrors,
  PickupIdParamsSchema,
  PickupsRoutes,
  QuotingRoutes,
  ReschedulePickupSchema,
  type CreatePickup,
  type ReschedulePickup,
  type TypedPickupAddress,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';
import { Idempotent } from '../v2/idempotency';

const R = PickupsRoutes;
const PickupIdSchema = PickupIdParamsSchema.shape.id;
type AddressInput = z.infer<typeof CreatePickupSchema>['address'];

/** The address where the courier comes: a saved one of the caller's (by id), or the one typed. */
async function resolvePickupAddress(
  services: ServiceClients,
  user: SessionUser,
  address: AddressInput,
): Promise<TypedPickupAddress> {
  if (!('saved_id' in address)) return address;
  const saved = await services.quoting
    .call(QuotingRoutes.getAddress, { caller: user, params: { id: address.saved_id } })
    .catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode === 404) throw AppError.of(PickupErrors.addressNotFound);
      throw err;
    });
  return {
    name: saved.name,
    phone: saved.phone,
    street: saved.street,
    number: saved.number,
    int_number: saved.intNumber,
    colony: saved.colony,
    city: saved.city,
    state_short: saved.state_short || null,
    postal_code: saved.postal_code,
    reference: saved.reference_of_origin,
  };
}

/** Books a pickup (the web's route and the public API's). */
export async function createPickup(
  services: ServiceClients,
  user: SessionUser,
  body: CreatePickup,
  key: string | undefined,
) {
  const address = await resolvePickupAddress(services, user, body.address);
  return services.shipments.call(R.createPickup, {
    caller: user,
    body: { ...body, address, ...(key ? { key } : {}) },
    timeoutMs: 30_000,
  });
}

/** Moves a pickup to another day, window or address (the web's route and the public API's). */
export async function reschedulePickup(
  services: ServiceClients,
  user: SessionUser,
  id: string,
  body: ReschedulePickup,
) {
  const address = body.address ? await resolvePickupAddress(services, user, body.address) : undefined;
  return services.shipments.call(R.reschedulePickup, {
    caller: user,
    params: { id },
    body: { ...body, address },
    timeoutMs: 30_000,
  });
}

/** A pickup's manifest PDF sent as a download. */
export async function sendPickupManifest(
  services: ServiceClients,
  user: SessionUser,
  id: string,
  res: FastifyReply,
): Promise<void> {
  const bytes = await services.shipments.callRaw(R.pickupManifest, {
    caller: user,
    params: { id },
    timeoutMs: 30_000,
  });
  await res
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="recoleccion-${id}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * Issue 30, 'Recolecciones': courier pickups of labelled guides of one carrier at one address, on
 * a day and window its rules allow; rescheduled, cancelled, and their manifest for the courier.
 */
@ApiTags('recolecciones')
@ApiBearerAuth()
@Controller('pickups')
export class PickupsController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('pickups.manage')
  @Idempotent({ required: false })
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Programa una recolección: guías generadas de una paquetería, una dirección (guardada o escrita), un día y una ventana dentro de sus reglas (días, hora de corte, una por día y dirección). Con Idempotency-Key, repetirla devuelve la misma.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiZodBody(CreatePickupSchema)
  @ApiZodResponse(R.createPickup.response, 201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreatePickupSchema)) body: CreatePickup,
    @Headers('idempotency-key') key?: string,
  ) {
    return createPickup(this.services, user, body, key);
  }

  @RequirePermission('pickups.manage')
  @Get()
  @ApiOperation({
    summary: 'Tus recolecciones (las de tu cuenta si eres cliente), del día más reciente al más viejo.',
  })
  @ApiZodResponse(R.listPickups.response)
  list(@CurrentUser() user: SessionUser) {
    return this.services.shipments.call(R.listPickups, { caller: user });
  }

  @RequirePermission('pickups.manage')
  @Get('candidates')
  @ApiOperation({
    summary:
      'Para el formulario: por paquetería sus reglas (días, hora de corte, ventana) y tus guías generadas que aún no están en una recolección.',
  })
  @ApiZodResponse(R.pickupCandidates.response)
  candidates(@CurrentUser() user: SessionUser) {
    return this.services.shipments.call(R.pickupCandidates, { caller: user });
  }

  @RequirePermission('pickups.manage')
  @Get(':id')
  @ApiOperation({ summary: 'Una recolección: su estado, guías, ventana e historial.' })
  @ApiZodResponse(R.getPickup.response)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(PickupIdSchema)) id: string) {
    return this.services.shipments.call(R.getPickup, { caller: user, params: { id } });
  }

  @RequirePermission('pickups.manage')
  @Put(':id')
  @ApiOperation({
    summary:
      'Reprograma una recolección (otro día, ventana o dirección): donde la paquetería lo permite se cancela y se vuelve a pedir; una no recolectada se pide de nuevo.',
  })
  @ApiZodBody(ReschedulePickupSchema)
  @ApiZodResponse(R.reschedulePickup.response)
  reschedule(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(PickupIdSchema)) id: string,
    @Body(zod(ReschedulePickupSchema)) body: ReschedulePickup,
  ) {
    return reschedulePickup(this.services, user, id, body);
  }

  @RequirePermission('pickups.manage')
  @Delete(':id')
  @ApiOperation({
    summary: 'Cancela una recolección programada (donde la paquetería lo permite) o una no recolectada.',
  })
  @ApiZodResponse(R.cancelPickup.response)
  cancel(@CurrentUser() user: SessionUser, @Param('id', zod(PickupIdSchema)) id: string) {
    return this.services.shipments.call(R.cancelPickup, { caller: user, params: { id }, timeoutMs: 30_000 });
  }

  @RequirePermission('pickups.manage')
  @Get(':id/manifest')
  @ApiOperation({
    summary: 'La relación de envíos de la recolección, en PDF, para que la firme el operador.',
  })
  @ApiOkResponse({
    description: 'La relación.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async manifest(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(PickupIdSchema)) id: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendPickupManifest(this.services, user, id, res);
  }
}
