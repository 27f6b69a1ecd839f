import { Controller } from '@nestjs/common';
import { RecipientTrackingRoutes } from '@envios/contracts';
import { RouteParams, Serves } from '@envios/platform';
import { RecipientViewUseCase } from './recipient-view.usecase';

const route = RecipientTrackingRoutes.recipientView;

@Controller()
export class RecipientViewController {
  constructor(private readonly recipientView: RecipientViewUseCase) {}

  @Serves(route)
  view(@RouteParams(route) { guide }: { guide: string }) {
    return this.recipientView.execute(guide);
  }
}
