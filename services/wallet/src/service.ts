import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { WalletConfigSchema } from './config';
import { WalletModule } from './wallet.module';

/** The wallet service: the prepaid ledger (monedero), balances, top-ups, payments of shipments and overweight charges. */
export default defineService({
  name: 'wallet',
  config: WalletConfigSchema,
  consumes: [Topics.identity, Topics.shipments],
  modules: [WalletModule],
});
