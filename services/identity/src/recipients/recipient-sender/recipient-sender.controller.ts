import { Controller } from '@nestjs/common';
import { RecipientRoutes } from '@envios/contracts';
import { RouteQuery, Serves } from '@envios/platform';
import { RecipientSenderUseCase } from './recipient-sender.usecase';

const route = RecipientRoutes.recipientSender;

@Controller()
export class RecipientSenderController {
  constructor(private readonly recipientSender: RecipientSenderUseCase) {}

  @Serves(route)
  execute(@RouteQuery(route) { account, guide }: { account: string; guide: string }) {
    return this.recipientSender.execute(account, guide);
  }
}
