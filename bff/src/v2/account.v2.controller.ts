import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  BalanceV2Schema,
  money,
  pesosToMoney,
  PaymentV2RequestSchema,
  PaymentV2Schema,
  QuotingRoutes,
  RatesRequestV2Schema,
  RatesV2Schema,
  TEST_BALANCE_CENTAVOS,
  TrackingRoutes,
  TrackingV2ParamsSchema,
  TrackingV2Schema,
  V2_EXAMPLES,
  WalletRoutes,
  type RatesRequestV2,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { ApiScope, CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiV2Body, ApiV2Response } from '../shared/openapi';
import { Idempotent } from './idempotency';
import { toQuoteRequest, toRatesV2, toTrackingV2 } from './v2.mapper';

const modeOf = (user: SessionUser) => (user.test ? ('test' as const) : ('live' as const));

/** The public API's rates, wallet payments, balance and tracking. */
@ApiTags('rates, payments, tracking')
@ApiBearerAuth()
@Controller('api/v2')
export class AccountV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @ApiScope('rates')
  @RequirePermission('quotes.create')
  @Idempotent({ required: false })
  @Post('rates')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Rates of every carrier for these parcels, cheapest first, each priced for this account and signed: its id is what POST /shipments takes.',
  })
  @ApiV2Body(RatesRequestV2Schema, V2_EXAMPLES.ratesRequest)
  @ApiV2Response(RatesV2Schema, 200, V2_EXAMPLES.rates)
  async rates(@CurrentUser() user: SessionUser, @Body(zod(RatesRequestV2Schema)) body: RatesRequestV2) {
    const quote = await this.services.quoting.call(QuotingRoutes.quote, {
      caller: user,
      timeoutMs: 15_000,
      body: toQuoteRequest({ ...body, packageType: body.package_type }),
    });
    return {
      data: toRatesV2(quote),
      unavailable: quote.unavailable.map((u) => ({ carrier: u.carrier, reason: u.reason })),
      quoted_at: quote.quotedAt,
      ...(quote.recommendation ? { recommendation: quote.recommendation } : {}),
    };
  }

  @ApiScope('payments')
  @RequirePermission('payments.pay')
  @Idempotent({ required: true })
  @Post('payments')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Pays shipments from the wallet, all or none, at the prices the server signed. Their labels are made next (GET /shipments/{id}, or the shipment.label_created webhook).',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'Una clave por pago: repetirlo con ella no cobra dos veces.',
  })
  @ApiV2Body(PaymentV2RequestSchema, V2_EXAMPLES.paymentRequest)
  @ApiV2Response(PaymentV2Schema, 201, V2_EXAMPLES.payment)
  async pay(
    @CurrentUser() user: SessionUser,
    @Body(zod(PaymentV2RequestSchema)) body: z.infer<typeof PaymentV2RequestSchema>,
  ) {
    const result = await this.services.wallet.call(WalletRoutes.payWithWallet, {
      caller: user,
      body: { user: user.id, shipments: body.shipment_ids },
      timeoutMs: 30_000,
    });
    return {
      paid: result.paid,
      ...(result.amount !== undefined ? { amount: pesosToMoney(result.amount) } : {}),
      ...(result.balance !== undefined ? { balance: pesosToMoney(result.balance) } : {}),
    };
  }

  @ApiScope('payments')
  @RequirePermission('wallet.read')
  @Get('balance')
  @ApiOperation({
    summary: 'The wallet’s balance; with a test key, the test balance (POST /balance/refill fills it).',
  })
  @ApiV2Response(BalanceV2Schema, 200, V2_EXAMPLES.balance)
  async balance(@CurrentUser() user: SessionUser) {
    const wallet = await this.services.wallet.call(WalletRoutes.balance, {
      caller: user,
      params: { userId: user.id },
    });
    return { balance: money(wallet.total_centavos), mode: modeOf(user) };
  }

  @ApiScope('payments')
  @RequirePermission('wallet.read')
  @Idempotent({ required: false })
  @Post('balance/refill')
  @HttpCode(200)
  @ApiOperation({
    summary: `Test keys only: fills the test balance back up to ${TEST_BALANCE_CENTAVOS / 100} MXN. A live key: 403 API_KEY.TEST_ONLY.`,
  })
  @ApiV2Response(BalanceV2Schema)
  async refill(@CurrentUser() user: SessionUser) {
    const wallet = await this.services.wallet.call(WalletRoutes.refillTestBalance, { caller: user });
    return { balance: money(wallet.total_centavos), mode: modeOf(user) };
  }

  @ApiScope('tracking')
  @RequirePermission('shipments.read')
  @Get('tracking/:guide')
  @ApiParam({ name: 'guide', type: String, description: 'The guide number.' })
  @ApiOperation({
    summary: 'A guide’s tracking: its status in one vocabulary for every carrier, and its events.',
  })
  @ApiV2Response(TrackingV2Schema, 200, V2_EXAMPLES.tracking)
  async tracking(@Param(zod(TrackingV2ParamsSchema)) { guide }: z.infer<typeof TrackingV2ParamsSchema>) {
    return toTrackingV2(
      await this.services.tracking.call(TrackingRoutes.lookup, { body: { guide_number: guide } }),
    );
  }
}
