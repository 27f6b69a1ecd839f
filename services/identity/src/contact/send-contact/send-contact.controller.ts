import { Controller } from '@nestjs/common';
import { IdentityRoutes, type Contact } from '@envios/contracts';
import { OptionalCaller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { SendContactUseCase } from './send-contact.usecase';

const route = IdentityRoutes.sendContact;

@Controller()
export class SendContactController {
  constructor(private readonly sendContact: SendContactUseCase) {}

  @Serves(route)
  execute(@OptionalCaller() caller: CallerIdentity | undefined, @RouteBody(route) body: Contact) {
    return this.sendContact.execute(caller, body);
  }
}
