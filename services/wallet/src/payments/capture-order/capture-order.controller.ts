import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CaptureOrderUseCase } from './capture-order.usecase';

const route = WalletRoutes.captureOrder;

@Controller()
export class CaptureOrderController {
  constructor(private readonly captureOrder: CaptureOrderUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { orderId }: { orderId: string }) {
    return this.captureOrder.execute(caller, orderId);
  }
}
