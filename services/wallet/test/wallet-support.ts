import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { ShipmentCreated, WalletRoutes } from '@envios/contracts';
import { appEnv, callRoute, eventually, freePort, publishEvents, ServiceProcess } from '@envios/testing';

export const newId = () => new Types.ObjectId().toHexString();
const staff = { id: newId(), role: 'superadmin' as const, email: 'staff@example.mx' };

/**
 * The wallet service on a port, database, consumer group and Redis database of its own (so its
 * maintenance sweep runs on its own data). `overrides` are kept for a restart.
 */
export async function walletOverrides(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const suffix = randomUUID().slice(0, 8);
  const env = appEnv('wallet');
  return {
    PORT: String(await freePort()),
    MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/envios_test_wallet_${suffix}`,
    KAFKA_GROUP_ID: `wallet-test-${suffix}`,
    REDIS_URL: `${env.REDIS_URL.replace(/\/\d+$/, '')}/8`,
    ...extra,
  };
}

export function startWallet(overrides: Record<string, string>): Promise<ServiceProcess> {
  return new ServiceProcess('wallet', overrides).start().ready();
}

/** Announces shipments as the shipments service would, each at `totalCentavos`, and waits for them. */
export async function createShipments(
  url: string,
  owner: string,
  count: number,
  totalCentavos: number,
): Promise<string[]> {
  const ids = Array.from({ length: count }, newId);
  const place = { postalCode: '06700', stateShort: 'CDMX', city: 'Ciudad de México' };
  await publishEvents(
    ShipmentCreated,
    ids.map((id) => ({
      key: id,
      data: {
        shipmentId: id,
        owner,
        account: owner,
        carrier: 'ESTAFETA' as const,
        service: 'TERRESTRE',
        serviceName: 'Terrestre',
        shipmentType: 'box' as const,
        totalCentavos,
        origin: place,
        destination: place,
        duplicateOf: null,
        createdAt: new Date().toISOString(),
      },
    })),
  );
  const caller = { id: owner, role: 'client' as const };
  // Every one known to the wallet (its partitions are read side by side), a hundred per request.
  for (let i = 0; i < ids.length; i += 100)
    await eventually(
      async () =>
        (await callRoute(url, WalletRoutes.payables, { body: { ids: ids.slice(i, i + 100) } }, caller))
          .status === 200 || undefined,
      { what: `payables ${i + 1}–${Math.min(i + 100, ids.length)}`, timeoutMs: 60_000 },
    );
  return ids;
}

/** Credits a wallet as staff would (POST /prepaid/createPrepaid). */
export async function credit(url: string, userId: string, pesos: number): Promise<void> {
  const r = await callRoute(
    url,
    WalletRoutes.staffCredit,
    { body: { userId, cantidadAbonar: pesos, reason: 'Saldo de prueba' } },
    staff,
  );
  if (r.status !== 200) throw new Error(`credit failed: ${r.status} ${JSON.stringify(r.body)}`);
}
