import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  BatchErrors,
  ShipmentsBatchRoutes,
  WalletErrors,
  WalletRoutes,
  type Batch,
  type BatchPayMethod,
} from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { BatchClients } from '../batch-clients';
import { BatchProgress } from '../batch-progress';
import { BatchRows } from '../batch-rows';
import { owned } from '../batch-scope';
import { BatchStore } from '../batch-store';
import type { StoredBatch } from '../batch.schema';

/** Shipments per wallet payment (what the wallet's payment route takes at once). */
const PER_PAYMENT = 50;
/** Wallet payments in flight at once. */
const PAYMENTS_IN_FLIGHT = 4;
/** Shipments per request to make them (about 2 KB each: within the shipments service's 1 MB body). */
const PER_REQUEST = 250;
/** A quote that expires sooner than this is quoted again rather than paid. */
const QUOTE_MARGIN_MS = 60_000;
/** A shipment just made reaches the wallet a moment later: a payment that did not find it waits and asks again. */
const ARRIVAL_TRIES = 10;
const ARRIVAL_PAUSE_MS = 500;

/**
 * POST /batches/{id}/pay: pays every row of a batch, from the owner's wallet or by card. Refused
 * whole, before anything is made, when a row has errors or no carrier, the rule's quotes expired,
 * or (wallet) the wallet does not cover the total (the sum of the rows' sealed prices). Then the
 * batch leaves draft once, with an id chosen here for each row's shipment; the shipments are made
 * (only those not made yet). The wallet pays them in payments of 50; a card pays them in one PayPal
 * order for every unpaid row (offered again, not made twice, while it waits for the buyer), which
 * POST /batches/{id}/capture captures. A request that stops half-way (a crash, the balance spent
 * meanwhile) leaves each row's state plain — paid or not — and asking again pays the rest: nothing
 * is made or charged twice. Each paid shipment gets its label from the label workers.
 */
@Injectable()
export class PayBatchUseCase {
  private readonly logger = new Logger(PayBatchUseCase.name);

  constructor(
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
    private readonly clients: BatchClients,
    private readonly progress: BatchProgress,
  ) {}

  async execute(
    caller: CallerIdentity,
    id: string,
    method: BatchPayMethod = 'wallet',
    now = new Date(),
  ): Promise<Batch> {
    let batch = owned(caller, await this.store.byId(id));
    if (batch.state === 'paid') throw AppError.of(BatchErrors.alreadyPaid);
    const resumed = batch.state === 'paying';
    if (!resumed) batch = await this.start(caller, batch, method, now);

    await this.makeShipments(caller, batch);
    const ids = batch.rows.flatMap((r) => (r.shipment_id ? [r.shipment_id] : []));
    // Asked again after stopping half-way: the wallet says which it charged already.
    const unpaid = resumed ? await this.clients.unpaidOf(caller, ids) : ids;
    if (method === 'card') return this.cardOrder(caller, batch, unpaid, now);
    const payments: string[][] = [];
    for (let i = 0; i < unpaid.length; i += PER_PAYMENT) payments.push(unpaid.slice(i, i + PER_PAYMENT));
    // A few at once: the wallet writes concurrent payments of one wallet together (group commit).
    const failures: unknown[] = [];
    const worker = async () => {
      for (let next = payments.shift(); next; next = payments.shift())
        await this.pay(caller, String(batch._id), next).catch((err: unknown) => failures.push(err));
    };
    await Promise.all(Array.from({ length: PAYMENTS_IN_FLIGHT }, worker));
    // Those paid stay paid; asking again pays the rest.
    if (failures.length) throw failures[0];
    await this.store.markPaid(batch._id, new Date());
    return this.progress.dto(caller, (await this.store.byId(id))!);
  }

  /**
   * One PayPal order for the unpaid rows: the one made before while it pays the same rows (a second
   * click, a reload), else a new one. With none unpaid (captured meanwhile), the batch is paid.
   */
  private async cardOrder(
    caller: CallerIdentity,
    batch: StoredBatch,
    unpaid: string[],
    now: Date,
  ): Promise<Batch> {
    if (!unpaid.length) await this.store.markPaid(batch._id, now);
    else if (batch.card_order?.rows !== unpaid.length) {
      const order = await this.untilArrived(() =>
        this.clients.wallet.call(WalletRoutes.batchCardOrder, {
          caller,
          body: { batch: String(batch._id), shipments: unpaid },
        }),
      );
      await this.store.setCardOrder(batch._id, { ...order, rows: unpaid.length });
    }
    return this.progress.dto(caller, (await this.store.byId(String(batch._id)))!);
  }

  /** The checks a draft must pass, then out of draft with its shipments' ids (once). */
  private async start(
    caller: CallerIdentity,
    batch: StoredBatch,
    method: BatchPayMethod,
    now: Date,
  ): Promise<StoredBatch> {
    const withErrors = batch.rows.filter((r) => r.errors.length).length;
    if (withErrors) throw AppError.of(BatchErrors.hasErrors, withErrors);
    if (!batch.rows.length) throw AppError.of(BatchErrors.nothingToPay);
    if (!batch.rule || batch.rows.some((r) => !r.choice && !r.no_option))
      throw AppError.of(BatchErrors.noRule);
    const without = batch.rows.filter((r) => !r.choice).length;
    if (without) throw AppError.of(BatchErrors.rowsWithoutOption, without);
    if (batch.rule.expires_at.getTime() < now.getTime() + QUOTE_MARGIN_MS)
      throw AppError.of(BatchErrors.quoteExpired);
    if (method === 'wallet') {
      const total = batch.rows.reduce((sum, r) => sum + r.choice!.total_centavos, 0);
      const { covers } = await this.clients.wallet.call(WalletRoutes.walletCoversAmount, {
        caller,
        body: { centavos: total },
      });
      if (!covers) throw AppError.of(WalletErrors.insufficientBalance);
    }
    const rows = batch.rows.map((r) => ({ ...r, shipment_id: new Types.ObjectId().toHexString() }));
    if (!(await this.store.startPaying(batch._id, rows))) {
      const now = await this.store.byId(String(batch._id));
      throw AppError.of(now?.state === 'paid' ? BatchErrors.alreadyPaid : BatchErrors.paying);
    }
    return { ...batch, rows, state: 'paying' };
  }

  /** Every row's shipment, under the id the batch chose for it (those made already are left). */
  private async makeShipments(caller: CallerIdentity, batch: StoredBatch): Promise<void> {
    const checked = await this.rows.shipments(caller, batch.rows);
    const items = batch.rows.flatMap((r, i) => {
      const shipment = checked[i].shipment;
      if (!r.shipment_id || !r.choice || !shipment) return [];
      return [
        {
          _id: r.shipment_id,
          shipment: {
            ...shipment,
            selected_service: {
              quote_token: r.choice.quote_token,
              carrier_code: r.choice.carrier_code,
              service_code: r.choice.service_code,
            },
          },
        },
      ];
    });
    for (let i = 0; i < items.length; i += PER_REQUEST)
      await this.clients.shipments.call(ShipmentsBatchRoutes.createBatchShipments, {
        caller,
        body: { batch: String(batch._id), items: items.slice(i, i + PER_REQUEST) },
      });
  }

  /** One wallet payment. */
  private async pay(caller: CallerIdentity, batch: string, shipments: string[]): Promise<void> {
    await this.untilArrived(() =>
      this.clients.wallet.call(WalletRoutes.payWithWallet, {
        caller,
        body: { user: caller.id, shipments, batch },
      }),
    );
  }

  /** A wallet request, asked again while the wallet has not heard of the shipments yet. */
  private async untilArrived<T>(ask: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ask();
      } catch (err) {
        const notYet = err instanceof AppError && err.code === WalletErrors.shipmentNotFound.code;
        if (!notYet || attempt >= ARRIVAL_TRIES) throw err;
        this.logger.debug(`shipments not in the wallet yet (try ${attempt}); asking again`);
        await new Promise((r) => setTimeout(r, ARRIVAL_PAUSE_MS));
      }
    }
  }
}
