import type { INestApplicationContext } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DEMO_ACCOUNT_EMAILS, type DemoHistory } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { OpenDisputeUseCase } from '../disputes/open-dispute/open-dispute.usecase';
import { Member } from '../members/member.schema';
import { Shipment, type StoredShipment } from '../shipments/shipment.schema';

/** Two small drawings of a box (160 × 120 JPEG) standing in for the customer's photos. */
const PHOTOS = [
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAB4AKADASIAAhEBAxEB/8QAGAABAQEBAQAAAAAAAAAAAAAAAAYEBQH/xAAjEAEAAQIGAgMBAAAAAAAAAAAABAECAwUGFjVVcnMREjFB/8QAGAEBAQEBAQAAAAAAAAAAAAAAAAQCAwH/xAAfEQEAAQMFAQEAAAAAAAAAAAAAAgEDMQQSE0FRFCH/2gAMAwEAAhEDEQA/AL8BtgAAAAAAAAAAAAAAAAAAAAAAGefKtgwcaVfbW63Ct+1baftU/TWWFdT5ty6RWlf7StGaypHLVI1rhUCY3jh9bJN44fWyXnJH17sl4pxMbxw+tkm8cPrZJyR9NkvFOJjeOH1sk3jh9bJOSPpsl4pxMbxw+tkm8cPrZJyR9NkvFOJeussK2nzdl0ilKf2taKCBKtnQcGVZbW23Ft+1La/tHtJ0lh5WNaZaAGmQAAAAAHM1HwE31p/KuMj+Kg1HwE31p/KuMj+KLVdKbGKtYCRQAAAAAAyZrxkjxUGnOAhetP5rxkjxUGnOAhetZpe09/FHTAWJgAAAAAHM1HwE31p/KuMj+Kg1HwE31p/KuMj+KLVdKbGKtYCRQAAAAAAyZrxkjxUGnOAhetP5rxkjxUGnOAhetZpe09/FHTAWJgAAAAAHM1HwE31p/KuMj+Kg1HwE31p/KuMj+KLVdKbGKtYCRQAAAAAAyZrxkjxUGnOAhetP5rxkjxUGnOAhetZpe09/FHTAWJgAAAAAHM1HwE31p/KuMj+KrnxbZ0HGi33VttxbfrW6n7RP00bhW0+LcxkUpT+UpRPftVnh2tTpHIPdnYfZSTZ2H2Ulw+aTrzReD3Z2H2Uk2dh9lJPmkc0Xg92dh9lJNnYfZST5pHNF4PdnYfZSTZ2H2Uk+aRzRY814yR4qDTnAQvW5VdG4V1Pi7MZFaV/laUUECLbBg4MWy6t1uFb9aXV/au9i1WGXK7OkqfjQAocQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH//2Q==',
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAB4AKADASIAAhEBAxEB/8QAGgABAQEBAQEBAAAAAAAAAAAAAAYEBQIBB//EACIQAQAABQQDAQEAAAAAAAAAAAABAgMEVAUVFpEGETNzQf/EABkBAQEAAwEAAAAAAAAAAAAAAAACAQMEBf/EABwRAQACAgMBAAAAAAAAAAAAAAABEQIxExRhMv/aAAwDAQACEQMRAD8A/QQEKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGe8vrWxllmu68lKWaPqEZv7FoS3nMITULCEYe4Rreo9Jmai2Yi5dbkGkZ9Hs5BpGfR7Tu2WONIbZY40jR2PG3iUXINIz6PZyDSM+j2ndsscaQ2yxxpDseHEouQaRn0ezkGkZ9HtO7ZY40htljjSHY8OJRcg0jPo9nINIz6Pad2yxxpDbLHGkOx4cSi5BpGfR7OQaRn0e07tljjSG2WONIdjw4lFyDSM+j2cg0jPo9p3bLHGkNsscaQ7HhxK2zvrW+lmmtK8lWWWPqMZf5FoS3g0IS0L+EIeoQreodKlvibi2qYqQBTAAAl/OPjYfuqEv5x8bD9056Vjt5Aee6gAAAAAAAAAHrwf43/7qhL+D/G//dUPQw+XLlsAUkAAS/nHxsP3VCW85jCWhYRjH1CFb3HpOWlY7fBk3OxyZDc7HJkcFS6baxk3OxyZDc7HJkKktrGTc7HJkNzscmQqS2sZNzscmQ3OxyZCpLaxk3OxyZDc7HJkKktrGTc7HJkNzscmQqS23wf43/7qhLeDRhNQv4wj7hGt7h0qXfhpzZbAFJAAGe8sbW+lllu6ElWWWPuEJv5FoGBzOP6RgUejj+kYFHp0wqGblzOP6RgUejj+kYFHp0wqC5czj+kYFHo4/pGBR6dMKguXM4/pGBR6OP6RgUenTCoLlzOP6RgUejj+kYFHp0wqC5czj+kYFHo4/pGBR6dMKguWezsbWxlmltKElKWaPuMJf7FoAYAGQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB//Z',
];

/**
 * Issue 30's demo: cliente@ disputed the overweight the history leaves unpaid, two days after it was
 * registered, with two photos, its own measures and a comment: one open dispute in 'Sobre Pesos' and
 * in staff's queue, and a charge 'En disputa' in Monedero that auto-pay leaves alone. (The history's
 * other overweight is paid by the wallet's round 2, which a dispute would stop.) Opened at that past
 * instant (the window is counted from it); a second run finds it and does nothing.
 */
export async function openDemoDispute(app: INestApplicationContext, history: DemoHistory): Promise<void> {
  const members = app.get<Model<Member>>(getModelToken(Member.name));
  const shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
  const m = await members.findOne({ email: DEMO_ACCOUNT_EMAILS.cliente }).lean<Member>();
  if (!m) return;
  const cliente: CallerIdentity = {
    id: m._id,
    role: m.role!,
    email: DEMO_ACCOUNT_EMAILS.cliente,
    parentClient: m.clientId,
    iat: Math.floor(Date.now() / 1000),
  };
  const unpaid = new Set(
    history.shipments.filter((s) => s.overweight && !s.overweight.paidAt).map((s) => s.createdAt.getTime()),
  );
  const found = await shipments.find({ overweight_account: m._id }).lean<StoredShipment[]>();
  const charge = found.find((s) => s.overweight_registered_at && unpaid.has(s.created_at.getTime()));
  if (!charge) {
    console.log('Demo dispute: cliente@ has no unpaid overweight to dispute');
    return;
  }
  const p = charge.parcels[0];
  try {
    await app.get(OpenDisputeUseCase).execute(
      cliente,
      String(charge._id),
      {
        photos: PHOTOS.map((data) => ({ data, width: 160, height: 120 })),
        claimed: { weight: p.weight, length: p.depth, width: p.width, height: p.height },
        comment: 'Pesé y medí la caja antes de entregarla: coincide con lo declarado. Adjunto fotos.',
        idempotency_key: 'demo-dispute',
      },
      new Date(charge.overweight_registered_at!.getTime() + 2 * 86_400_000),
    );
    console.log(`Demo dispute: the overweight of guide ${charge.number_guide ?? String(charge._id)}`);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.warn(`Demo dispute not opened: ${err.message}`);
  }
}
