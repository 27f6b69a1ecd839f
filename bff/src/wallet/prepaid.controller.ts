import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateTopUpSchema,
  MovementIdParamsSchema,
  MovementsQuerySchema,
  ObjectIdSchema,
  OrderIdParamsSchema,
  OxxoReferenceParamsSchema,
  OxxoTopUpSchema,
  StaffCreditSchema,
  WalletBalancesQuerySchema,
  WalletErrors,
  WalletRoutes,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import type { z } from 'zod';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';

const R = WalletRoutes;
const orderId = OrderIdParamsSchema.shape.orderId;

/** Spec section 7, "Wallet": the monedero's ledger and balance, card top-ups and staff credits. */
@ApiTags('monedero')
@ApiBearerAuth()
@Controller('prepaid')
export class PrepaidController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('wallet.read')
  @Get()
  @ApiOperation({ summary: 'Movimientos del monedero de un usuario, del más reciente al más antiguo.' })
  @ApiZodQuery(MovementsQuerySchema)
  @ApiZodResponse(R.movements.response)
  list(
    @CurrentUser() user: SessionUser,
    @Query(zod(MovementsQuerySchema)) query: z.infer<typeof MovementsQuerySchema>,
  ) {
    return this.services.wallet.call(R.movements, { caller: user, query });
  }

  @RequirePermission('wallet.read')
  @Get('getTotalAmount/:userId')
  @ApiOperation({ summary: 'Saldo del monedero: la suma de sus movimientos pagados.' })
  @ApiZodResponse(R.balance.response)
  balance(@CurrentUser() user: SessionUser, @Param('userId', zod(ObjectIdSchema)) userId: string) {
    return this.services.wallet.call(R.balance, { caller: user, params: { userId } });
  }

  @RequirePermission('wallet.read')
  @Get('balances')
  @ApiOperation({ summary: 'Saldos (centavos) de varios usuarios: la columna Monedero de Usuarios.' })
  @ApiZodQuery(WalletBalancesQuerySchema)
  @ApiZodResponse(R.balances.response)
  balances(@CurrentUser() user: SessionUser, @Query('users') users = '') {
    return this.services.wallet.call(R.balances, { caller: user, query: { users } });
  }

  @RequirePermission('wallet.topup')
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Crea un abono pendiente del propio monedero, a pagar con tarjeta.' })
  @ApiZodBody(CreateTopUpSchema)
  @ApiZodResponse(R.createTopUp.response, 201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreateTopUpSchema)) body: z.output<typeof CreateTopUpSchema>,
  ) {
    return this.services.wallet.call(R.createTopUp, {
      caller: user,
      body: { user: body.user, amount: body.amount / 100 },
    });
  }

  @RequirePermission('wallet.topup')
  @Get('spei')
  @ApiOperation({
    summary:
      'CLABE propia de la cuenta para recargar saldo por transferencia SPEI (cualquier monto), su banco y beneficiario.',
  })
  @ApiZodResponse(R.speiAccount.response)
  spei(@CurrentUser() user: SessionUser) {
    return this.services.wallet.call(R.speiAccount, { caller: user });
  }

  @RequirePermission('wallet.topup')
  @Post('oxxo')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Ficha para recargar saldo pagando en efectivo en OXXO ($10.00 a $10,000.00 MXN): referencia, código de barras (Code 128) y vencimiento. Con Idempotency-Key, un reintento devuelve la misma ficha.',
  })
  @ApiZodBody(OxxoTopUpSchema)
  @ApiZodResponse(R.createOxxo.response, 201)
  oxxo(
    @CurrentUser() user: SessionUser,
    @Body(zod(OxxoTopUpSchema)) body: z.output<typeof OxxoTopUpSchema>,
    @Headers('idempotency-key') key?: string,
  ) {
    const k = key?.trim().slice(0, 255);
    return this.services.wallet.call(R.createOxxo, {
      caller: user,
      body: { amount: body.amount, ...(k ? { key: k } : {}) },
    });
  }

  @RequirePermission('wallet.topup')
  @Get('oxxo/:reference')
  @ApiOperation({
    summary: 'Una ficha OXXO (su titular y el personal): lo que muestra la página imprimible.',
  })
  @ApiZodResponse(R.oxxoVoucher.response)
  oxxoVoucher(
    @CurrentUser() user: SessionUser,
    @Param('reference', zod(OxxoReferenceParamsSchema.shape.reference)) reference: string,
  ) {
    return this.services.wallet.call(R.oxxoVoucher, { caller: user, params: { reference } });
  }

  @RequirePermission('wallet.credit')
  @Post('createPrepaid')
  @HttpCode(201)
  @ApiOperation({ summary: 'Abono de personal autorizado al monedero de un usuario (con motivo).' })
  @ApiZodBody(StaffCreditSchema)
  @ApiZodResponse(R.staffCredit.response, 201)
  credit(
    @CurrentUser() user: SessionUser,
    @Body(zod(StaffCreditSchema)) body: z.output<typeof StaffCreditSchema>,
  ) {
    return this.services.wallet.call(R.staffCredit, {
      caller: user,
      body: { userId: body.userId, cantidadAbonar: body.cantidadAbonar / 100, reason: body.reason },
    });
  }

  @RequirePermission('wallet.topup')
  @Get('v2/link/:id')
  @ApiOperation({ summary: 'Orden de PayPal (MXN) del abono pendiente: su id y el enlace de aprobación.' })
  @ApiZodResponse(R.topUpOrder.response)
  link(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.wallet.call(R.topUpOrder, { caller: user, params: { id } });
  }

  @RequirePermission('wallet.topup')
  @Get('v2/capture-order/:orderId')
  @ApiOperation({ summary: 'Cobra la orden aprobada del abono (una repetición no cobra de nuevo).' })
  @ApiZodResponse(R.captureOrder.response)
  capture(@CurrentUser() user: SessionUser, @Param('orderId', zod(orderId)) id: string) {
    return this.services.wallet.call(R.captureOrder, { caller: user, params: { orderId: id } });
  }

  @RequirePermission('wallet.topup')
  @Get('v2/execute-prepaid/:id')
  @ApiOperation({ summary: 'Si el abono ya está acreditado (execute).' })
  @ApiZodResponse(R.executeTopUp.response)
  execute(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.wallet.call(R.executeTopUp, { caller: user, params: { id } });
  }

  @RequirePermission('wallet.topup')
  @Delete(':id')
  @ApiOperation({
    summary:
      'Elimina un abono pendiente (pago cancelado o fallido). Un cargo de sobrepeso pendiente no se elimina: se paga (409 PREPAID.CHARGE_NOT_DELETABLE).',
  })
  @ApiZodResponse(R.deleteTopUp.response)
  remove(@CurrentUser() user: SessionUser, @Param('id', zod(MovementIdParamsSchema.shape.id)) id: string) {
    return this.services.wallet.call(R.deleteTopUp, { caller: user, params: { id } });
  }

  @RequirePermission('wallet.topup')
  @Get('getLinkPayPalPlus/:id')
  // Retired: answers 410 naming the v2 route, and is left out of the OpenAPI document.
  @ApiExcludeEndpoint()
  legacyLink() {
    throw AppError.of(WalletErrors.legacyFlowGone, 'GET /prepaid/v2/link/{id}');
  }

  @RequirePermission('wallet.topup')
  @Post('paypalPaymentExecute')
  // Retired: answers 410 naming the v2 route, and is left out of the OpenAPI document.
  @ApiExcludeEndpoint()
  legacyExecute() {
    throw AppError.of(WalletErrors.legacyFlowGone, 'GET /prepaid/v2/capture-order/{orderId}');
  }
}
