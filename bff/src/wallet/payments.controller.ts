import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CardPaymentSchema,
  ObjectIdSchema,
  OrderIdParamsSchema,
  PayablesRequestSchema,
  PaymentLinkQuerySchema,
  WalletCoversQuerySchema,
  WalletErrors,
  WalletPaymentSchema,
  WalletRoutes,
} from '@envios/contracts';
import { APP_CONFIG, AppError, zod } from '@envios/platform';
import { z } from 'zod';
import { CurrentUser, Public, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import type { BffConfig } from '../config/config';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';

const R = WalletRoutes;
const orderId = OrderIdParamsSchema.shape.orderId;

const PaymentsConfigSchema = z.object({
  provider: z.enum(['local-sandbox', 'paypal']),
  client_id: z.string().nullable(),
});

/** Spec section 7, "Payments": paying shipments from the wallet or by card (PayPal Orders v2). */
@ApiTags('pagos')
@ApiBearerAuth()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly services: ServiceClients,
    @Inject(APP_CONFIG) private readonly config: BffConfig,
  ) {}

  @Public()
  @Get('config')
  @ApiOperation({
    summary: 'Cómo paga la web con tarjeta: botones de PayPal, o la página del sandbox local.',
  })
  @ApiZodResponse(PaymentsConfigSchema)
  paymentConfig() {
    return { provider: this.config.PAYPAL_WEB_PROVIDER, client_id: this.config.PAYPAL_CLIENT_ID ?? null };
  }

  @RequirePermission('payments.pay')
  @Post('many/monedero')
  @HttpCode(200)
  @ApiOperation({ summary: 'Paga envíos con el monedero (precio del servidor; message ok).' })
  @ApiZodBody(WalletPaymentSchema)
  @ApiZodResponse(R.payWithWallet.response)
  payWithWallet(
    @CurrentUser() user: SessionUser,
    @Body(zod(WalletPaymentSchema)) body: z.infer<typeof WalletPaymentSchema>,
  ) {
    return this.services.wallet.call(R.payWithWallet, { caller: user, body, timeoutMs: 30_000 });
  }

  @RequirePermission('payments.pay')
  @Post('overweight/:id/monedero')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Paga con el monedero el sobrepeso pendiente de un envío, que queda liberado (OverweightCharged). Saldo insuficiente: 409 WALLET.INSUFFICIENT_BALANCE, sin cobrar nada.',
  })
  @ApiZodResponse(R.payOverweight.response)
  payOverweight(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.wallet.call(R.payOverweight, { caller: user, params: { id } });
  }

  @RequirePermission('payments.pay')
  @Get('wallet/covers')
  @ApiOperation({
    summary: 'Si el saldo del monedero propio cubre el total de estos envíos (sí o no, sin montos).',
  })
  @ApiZodQuery(WalletCoversQuerySchema)
  @ApiZodResponse(R.walletCovers.response)
  walletCovers(
    @CurrentUser() user: SessionUser,
    @Query(zod(WalletCoversQuerySchema)) query: z.output<typeof WalletCoversQuerySchema>,
  ) {
    return this.services.wallet.call(R.walletCovers, {
      caller: user,
      query: { shipments: query.shipments.join(',') },
    });
  }

  @RequirePermission('payments.pay')
  @Post('payables')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Lo que cuesta pagar cada envío (precio del servidor) y si ya está pagado, en el orden pedido: hasta 100 en una solicitud. Un envío ajeno: 404.',
  })
  @ApiZodBody(PayablesRequestSchema)
  @ApiZodResponse(R.payables.response)
  payables(
    @CurrentUser() user: SessionUser,
    @Body(zod(PayablesRequestSchema)) body: z.infer<typeof PayablesRequestSchema>,
  ) {
    return this.services.wallet.call(R.payables, { caller: user, body });
  }

  @RequirePermission('payments.pay')
  @Get(':id')
  @ApiOperation({ summary: 'Lo que cuesta pagar el envío (precio del servidor) y si ya está pagado.' })
  @ApiZodResponse(R.payable.response)
  payable(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.wallet.call(R.payable, { caller: user, params: { id } });
  }

  @RequirePermission('payments.pay')
  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enlace de pago con tarjeta (PayPal) de un envío.' })
  @ApiZodQuery(PaymentLinkQuerySchema)
  @ApiZodResponse(R.paymentLink.response)
  link(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Query(zod(PaymentLinkQuerySchema)) query: z.infer<typeof PaymentLinkQuerySchema>,
  ) {
    return this.services.wallet.call(R.paymentLink, { caller: user, params: { id }, query });
  }
}

/** Spec section 7, "Payments": the PayPal v2 card flow for shipments, and PayPal's webhooks. */
@ApiTags('pagos')
@ApiBearerAuth()
@Controller('paypal')
export class PaypalController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('payments.pay')
  @Post('v2/link/many')
  @HttpCode(200)
  @ApiOperation({ summary: 'Orden de PayPal (MXN) por el total del servidor de los envíos.' })
  @ApiZodBody(CardPaymentSchema)
  @ApiZodResponse(R.cardOrder.response)
  linkMany(
    @CurrentUser() user: SessionUser,
    @Body(zod(CardPaymentSchema)) body: z.infer<typeof CardPaymentSchema>,
  ) {
    return this.services.wallet.call(R.cardOrder, { caller: user, body });
  }

  @RequirePermission('payments.pay')
  @Get('v2/capture-order/:orderID')
  @ApiOperation({ summary: 'Cobra la orden aprobada y paga sus envíos (una repetición no cobra de nuevo).' })
  @ApiZodResponse(R.captureOrder.response)
  capture(@CurrentUser() user: SessionUser, @Param('orderID', zod(orderId)) id: string) {
    return this.services.wallet.call(R.captureOrder, {
      caller: user,
      params: { orderId: id },
      timeoutMs: 30_000,
    });
  }

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: 'Notificaciones de PayPal (firma verificada con PayPal).' })
  @ApiZodResponse(R.webhook.response)
  webhook(@Req() req: FastifyRequest) {
    const raw = (req as { rawBody?: string }).rawBody;
    if (!raw) throw AppError.of(WalletErrors.webhookInvalid);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (name.startsWith('paypal-') && typeof value === 'string') headers[name] = value;
    return this.services.wallet.call(R.webhook, { body: { headers, body: raw } });
  }

  @RequirePermission('payments.pay')
  @Get('plus/link/:id')
  // Retired: answers 410 naming the v2 route, and is left out of the OpenAPI document.
  @ApiExcludeEndpoint()
  legacyLink() {
    throw AppError.of(WalletErrors.legacyFlowGone, 'POST /paypal/v2/link/many');
  }

  @RequirePermission('payments.pay')
  @Post('payment/execute')
  // Retired: answers 410 naming the v2 route, and is left out of the OpenAPI document.
  @ApiExcludeEndpoint()
  legacyExecute() {
    throw AppError.of(WalletErrors.legacyFlowGone, 'GET /paypal/v2/capture-order/{orderID}');
  }

  @RequirePermission('payments.pay')
  @Post('payment/many/execute')
  // Retired: answers 410 naming the v2 route, and is left out of the OpenAPI document.
  @ApiExcludeEndpoint()
  legacyExecuteMany() {
    throw AppError.of(WalletErrors.legacyFlowGone, 'GET /paypal/v2/capture-order/{orderID}');
  }
}
