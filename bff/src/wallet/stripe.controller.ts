import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { WalletErrors, WalletRoutes } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { Public } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodResponse } from '../shared/openapi';

const R = WalletRoutes;

/** Stripe's webhooks (SPEI transfers, OXXO vouchers): the exact body and its signature go to the wallet. */
@ApiTags('pagos')
@Controller('stripe')
export class StripeController {
  constructor(private readonly services: ServiceClients) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Notificaciones de Stripe (firma Stripe-Signature verificada con el SDK de Stripe).',
  })
  @ApiZodResponse(R.stripeWebhook.response)
  webhook(@Req() req: FastifyRequest) {
    const raw = (req as { rawBody?: string }).rawBody;
    const signature = req.headers['stripe-signature'];
    if (!raw || typeof signature !== 'string' || !signature)
      throw AppError.of(WalletErrors.stripeWebhookInvalid);
    return this.services.wallet.call(R.stripeWebhook, { body: { signature, body: raw } });
  }
}
