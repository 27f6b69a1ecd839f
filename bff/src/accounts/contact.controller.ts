import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ContactSchema, IdentityRoutes, type Contact } from '@envios/contracts';
import { zod } from '@envios/platform';
import { OptionalUser, Public, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

@ApiTags('contacto')
@Controller('contact')
export class ContactController {
  constructor(private readonly services: ServiceClients) {}

  @Public()
  @Post()
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiZodBody(ContactSchema)
  @ApiZodResponse(IdentityRoutes.sendContact.response, 201)
  send(@OptionalUser() user: SessionUser | undefined, @Body(zod(ContactSchema)) body: Contact) {
    return this.services.identity.call(IdentityRoutes.sendContact, { caller: user, body });
  }
}
