import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Queue } from 'bullmq';
import type { Connection, Model } from 'mongoose';
import {
  AppError,
  APP_CONFIG,
  Arrivals,
  createServiceContext,
  DemoSeedMarks,
  demoSeedRun,
  inPool,
  OutboxRelay,
  ServiceClient,
  waitUntil,
  type CallerIdentity,
} from '@envios/platform';
import {
  Queues,
  QuotingRoutes,
  ShipmentToCreateSchema,
  type QuoteResponse,
  type ShippingOption,
} from '@envios/contracts';
import {
  DEMO_ACCOUNT_EMAILS,
  DEMO_PAYER_OF,
  demoHistory,
  toPackageType,
  type DemoAccount,
  type DemoAddress,
  type DemoHistory,
  type DemoShipment,
} from '@envios/domain';
import type { ShipmentsConfig } from '../config';
import { CancelGuideUseCase } from '../guides/cancel-guide/cancel-guide.usecase';
import { GenerateGuideUseCase } from '../guides/generate-guide/generate-guide.usecase';
import { CarrierAccount, carrierAccountId, PLATFORM_OWNER } from '../integrations/carrier-account.schema';
import { Member } from '../members/member.schema';
import { openDemoDispute } from './demo-dispute';
import { CreateShipmentsUseCase } from '../shipments/create-shipments/create-shipments.usecase';
import { RegisterOverweightUseCase } from '../shipments/register-overweight/register-overweight.usecase';
import { CreatePickupUseCase } from '../pickups/create-pickup/create-pickup.usecase';
import { PickupCandidatesUseCase } from '../pickups/pickup-candidates/pickup-candidates.usecase';
import { Shipment, type StoredShipment } from '../shipments/shipment.schema';
import shipments from '../service';

/**
 * The shipments' part of the portal's demo history (libs/platform demo-seed.ts says how the rounds
 * go; nothing outside the portal).
 * Round 1: the shipments, each quoted by the quoting service as its account and created through
 *   CreateShipmentsUseCase at its planned instant (ShipmentCreated carries it); the wallet pays
 *   them next. The label queue is paused first, until round 2, so those payments do not get labels
 *   made today.
 * Round 2: once the payments have reached them (ShipmentPaid → MarkPaidUseCase), each paid
 *   shipment's label is made by GenerateGuideUseCase at its planned instant (tracking follows
 *   them next); then staff register the two overweights and the client cancels one guide; the queue
 *   resumes (its jobs find the labels made).
 * Idempotent: what exists (a shipment of the account created at that instant, a label) is left alone,
 * and a mark in the service's database says round 2 is done.
 */
const HISTORY = 'history';
/** Issue 30: one scheduled pickup of cliente@'s, with its manifest, in 'Recolecciones'. */
const PICKUP = 'pickup-demo';
/** Issue 30: one open dispute of cliente@'s unpaid overweight (demo-dispute.ts). */
const DISPUTE = 'dispute-demo';

async function main() {
  const run = demoSeedRun();
  if (!run.anchor) return;
  const started = Date.now();
  const app = await createServiceContext(shipments);
  try {
    const marks = new DemoSeedMarks(app.get<Connection>(getConnectionToken()));
    const guides = app.get<Queue>(getQueueToken(Queues.guides));
    if (await marks.done(HISTORY)) {
      await guides.resume();
      if (run.round === 2 && !(await marks.done(PICKUP))) {
        await new ShipmentsSeed(app, demoHistory(run.anchor)).schedulePickup();
        await marks.mark(PICKUP, run.anchor);
      }
      if (run.round === 2 && !(await marks.done(DISPUTE))) {
        await openDemoDispute(app, demoHistory(run.anchor));
        await marks.mark(DISPUTE, run.anchor);
      }
      return;
    }
    const seed = new ShipmentsSeed(app, demoHistory(run.anchor));
    if (run.round === 1) {
      await guides.pause();
      await seed.createShipments();
    } else {
      await seed.makeLabels();
      await marks.mark(HISTORY, run.anchor);
      await seed.schedulePickup();
      await marks.mark(PICKUP, run.anchor);
      await openDemoDispute(app, demoHistory(run.anchor));
      await marks.mark(DISPUTE, run.anchor);
      await guides.resume();
    }
    console.log(
      `Demo history (shipments, round ${run.round}) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await app.get(OutboxRelay).drain();
    await app.close();
  }
}

class ShipmentsSeed {
  private readonly shipments: Model<Shipment>;
  private readonly members: Model<Member>;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly history: DemoHistory,
  ) {
    this.shipments = app.get(getModelToken(Shipment.name));
    this.members = app.get(getModelToken(Member.name));
  }

  /** The demo accounts and the superadmin as this service knows them (from identity's events). */
  private async callers() {
    const emails = [...Object.values(DEMO_ACCOUNT_EMAILS), 'superadmin@envios.mx'];
    const found = await waitUntil('the demo accounts (UserRegistered)', async () => {
      const members = await this.members.find({ email: { $in: emails } }).lean<Member[]>();
      return members.length === emails.length && members;
    });
    const caller = (email: string): CallerIdentity => {
      const m = found.find((x) => x.email === email)!;
      return {
        id: m._id,
        role: m.role!,
        email,
        parentClient: m.clientId,
        iat: Math.floor(Date.now() / 1000),
      };
    };
    const accounts = Object.fromEntries(
      Object.entries(DEMO_ACCOUNT_EMAILS).map(([account, email]) => [account, caller(email)]),
    ) as Record<DemoAccount, CallerIdentity>;
    return { accounts, superadmin: caller('superadmin@envios.mx') };
  }

  /** The history's shipments already made, by their planned instant. */
  private async made(accounts: Record<DemoAccount, CallerIdentity>) {
    const owners = Object.values(accounts).map((c) => c.id);
    const docs = await this.shipments
      .find({ owner: { $in: owners } }, { parcels: 0, search_terms: 0 })
      .lean<StoredShipment[]>();
    const planned = new Set(this.history.shipments.map((s) => s.createdAt.getTime()));
    return new Map(
      docs.filter((d) => planned.has(d.created_at.getTime())).map((d) => [d.created_at.getTime(), d]),
    );
  }

  async createShipments(): Promise<void> {
    const { accounts } = await this.callers();
    const made = await this.made(accounts);
    const missing = this.history.shipments.filter((s) => !made.has(s.createdAt.getTime()));
    if (!missing.length) return;
    const config = this.app.get<ShipmentsConfig>(APP_CONFIG);
    const url = process.env.QUOTING_URL;
    if (!url) throw new Error('QUOTING_URL is needed to quote the demo history');
    const quoting = new ServiceClient(
      'quoting',
      url,
      config.INTERNAL_SERVICE_TOKEN,
      config.INTERNAL_SIGNING_KEY,
    );
    const create = this.app.get(CreateShipmentsUseCase);

    // Quotes a few ahead; shipments one at a time in order within each client account (its lists
    // are by creation), the two accounts side by side.
    const quotes = new Map<DemoShipment, Promise<ShippingOption>>();
    const quote = (s: DemoShipment) => {
      let q = quotes.get(s);
      if (!q) quotes.set(s, (q = quoteFor(quoting, accounts[s.account], s)));
      return q;
    };
    const payer = (s: DemoShipment) => DEMO_PAYER_OF[s.account];
    await Promise.all(
      (['cliente', 'compras'] as const).map(async (account) => {
        const mine = missing.filter((s) => payer(s) === account);
        for (const [i, s] of mine.entries()) {
          for (const ahead of mine.slice(i, i + 3)) void quote(ahead).catch(() => undefined);
          const option = await quote(s);
          quotes.delete(s);
          await create.execute(accounts[s.account], [shipmentOf(s, option)], s.createdAt);
        }
      }),
    );
    console.log(`Demo history: ${missing.length} shipments created`);
  }

  async makeLabels(): Promise<void> {
    const { accounts, superadmin } = await this.callers();
    const owners = Object.values(accounts).map((c) => c.id);
    // The wallet's payments reach this service as ShipmentPaid (MarkPaidUseCase): the last ones may
    // still be on their way.
    const paidNow = new Arrivals('the payments of the history (ShipmentPaid)', async (keys) =>
      (
        await this.shipments
          .find(
            { owner: { $in: owners }, created_at: { $in: keys.map((k) => new Date(k)) }, status: true },
            { parcels: 0, search_terms: 0 },
          )
          .lean<StoredShipment[]>()
      ).map((d) => [d.created_at.getTime(), d]),
    );
    let fedex: Promise<unknown> | undefined;
    const fedexReady = () =>
      (fedex ??= waitUntil('the FEDEX integration (IntegrationChanged)', () =>
        this.app
          .get<Model<CarrierAccount>>(getModelToken(CarrierAccount.name))
          .exists({ _id: carrierAccountId(PLATFORM_OWNER, 'FEDEX'), active: true }),
      ));

    const generate = this.app.get(GenerateGuideUseCase);
    const paid = this.history.shipments.filter((s) => s.paidAt);
    paidNow.expect(paid.map((s) => s.createdAt.getTime()));
    let made = 0;
    // Labels are drawn as PDFs: three at a time, in the order they were paid.
    await inPool(paid, 3, async (s) => {
      const doc = await paidNow.get(s.createdAt.getTime());
      if (doc.guide_state !== 'pending') return;
      if (doc.selected_service.source === 'fedex') await fedexReady();
      await generate.execute(String(doc._id), 1, s.labelAt!);
      made++;
    });
    if (made) console.log(`Demo history: ${made} labels made`);
    const docOf = (s: DemoShipment) => paidNow.get(s.createdAt.getTime());

    const register = this.app.get(RegisterOverweightUseCase);
    for (const s of paid.filter((x) => x.overweight)) {
      const o = s.overweight!;
      const doc = await docOf(s);
      if (doc.overweight === o.kg) continue;
      await register.execute(
        superadmin,
        String(doc._id),
        { overweight: o.kg, cost_overweight: o.costPesos },
        o.registeredAt,
      );
    }

    const cancel = this.app.get(CancelGuideUseCase);
    for (const s of paid.filter((x) => x.cancelled)) {
      const doc = await this.shipments.findById((await docOf(s))._id, { guide_state: 1 }).lean();
      if (doc?.guide_state !== 'generated') continue;
      // Cancelled now, by the client: the wallet refunds it as it learns of it.
      await cancel.execute(accounts.cliente, String(doc._id)).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        console.warn(`Demo history: guide of ${String(doc._id)} not cancelled: ${err.message}`);
      });
    }
  }

  /**
   * A pickup of cliente@'s (issue 30): up to three of its guides labelled in the last three days,
   * of the carrier that has most, on that carrier's next pickup day, from the guides' origin. Its
   * key makes a second run find it; a carrier that does not answer leaves the demo without one.
   */
  async schedulePickup(): Promise<void> {
    const { accounts } = await this.callers();
    const cliente = accounts.cliente;
    const recent = (g: { labelled_at: string | null }) =>
      !!g.labelled_at && Date.now() - Date.parse(g.labelled_at) < 3 * 86_400_000;
    const carriers = (await this.app.get(PickupCandidatesUseCase).execute(cliente)).carriers.map((c) => ({
      ...c,
      // The history's last days: older guides are on their way in the carrier's story.
      guides: c.guides.filter(recent),
    }));
    const best = carriers.filter((c) => c.guides.length).sort((a, b) => b.guides.length - a.guides.length)[0];
    if (!best) {
      console.log('Demo pickup: cliente@ has no labelled guide left to collect');
      return;
    }
    const guides = best.guides.slice(0, 3);
    try {
      const pickup = await this.app.get(CreatePickupUseCase).execute(cliente, {
        carrier: best.carrier,
        guides: guides.map((g) => g.guide),
        date: best.next_date,
        window: { ready: '10:00', close: '16:00' },
        address: guides[0].origin,
        key: 'demo-pickup',
      });
      console.log(`Demo pickup: ${pickup.carrier_name} on ${pickup.date}, ${pickup.guides.length} guides`);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      console.warn(`Demo pickup not scheduled: ${err.message}`);
    }
  }
}

async function quoteFor(
  quoting: ServiceClient,
  caller: CallerIdentity,
  s: DemoShipment,
): Promise<ShippingOption> {
  const answer = (await quoting.call(QuotingRoutes.quote, {
    caller,
    body: {
      cantidadGuias: 1,
      parcels: s.parcels,
      origin_direction: { country_code: 'MX', postal_code: s.origin.postal_code },
      destination_direction: {
        country_code: 'MX',
        postal_code: s.destination.postal_code,
        residential: s.destination.residential,
      },
      package_type: toPackageType(s.type),
    },
    timeoutMs: 30_000,
  })) as QuoteResponse;
  for (const carrier of s.carriers) {
    const options = answer.carriers[carrier];
    if (!options?.length) continue;
    if (s.service === 'cheapest') return options[0];
    return options.reduce((best, o) => (o.total_transit_days < best.total_transit_days ? o : best));
  }
  throw new Error(`no carrier quoted ${s.origin.postal_code} → ${s.destination.postal_code} (${s.type})`);
}

const direction = (a: DemoAddress) => ({
  ...a,
  intNumber: null,
  reference_of_origin: null,
  state: null,
  state_short: null,
  country_code: 'MX',
});

function shipmentOf(s: DemoShipment, option: ShippingOption) {
  return ShipmentToCreateSchema.parse({
    selected_service: {
      quote_token: option.quote_token,
      carrier_code: option.carrier_code,
      service_code: option.service_code,
    },
    shipment_type: s.type,
    parcels: s.parcels,
    origin_direction: direction(s.origin),
    destination_direction: direction(s.destination),
    description_of_the_content: s.content,
    insurance_information: { package_value: s.packageValue },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
