import 'reflect-metadata';
import { APP_CONFIG, createServiceContext } from '@envios/platform';
import type { QuotingConfig } from '../config';
import { CreateCredentialUseCase } from '../integrations/create-credential/create-credential.usecase';
import { ListCredentialsUseCase } from '../integrations/list-credentials/list-credentials.usecase';
import { ImportPostalCodesUseCase } from '../postal-codes/import-postal-codes/import-postal-codes.usecase';
import { sepomexFile } from '../postal-codes/import-postal-codes/sepomex-source';
import quoting from '../service';

/** The platform's integrations are the superadmin's (integration-owner.ts). */
const PLATFORM = { id: 'seed', role: 'superadmin' as const, iat: 0 };

/**
 * Demo data for a local portal, idempotent:
 * - the SEPOMEX catalogue of SEPOMEX_FILE (the bundled sample without it); a file already imported is skipped;
 * - an active FEDEX integration in test mode pointing at our FedEx-compatible sandbox (FEDEX_SANDBOX_URL),
 *   so FedEx prices come from its Rate API while the other five carriers use their rate cards.
 *   An existing FEDEX configuration is left as it is.
 */
async function main() {
  const app = await createServiceContext(quoting);
  const config = app.get<QuotingConfig>(APP_CONFIG);
  try {
    const report = await app.get(ImportPostalCodesUseCase).execute(sepomexFile(config));
    console.log(
      report.skipped
        ? `Postal codes: ${report.file} already imported`
        : `Postal codes: imported ${report.file} (${report.codes} codes)`,
    );

    const sandbox = process.env.FEDEX_SANDBOX_URL;
    if (
      sandbox &&
      !(await app.get(ListCredentialsUseCase).execute(PLATFORM)).some((c) => c.name === 'FEDEX')
    ) {
      await app.get(CreateCredentialUseCase).execute(PLATFORM, {
        name: 'FEDEX',
        active: true,
        mode: 'test',
        keys: {
          url: sandbox,
          client_id: 'l7demo-envios-mx',
          client_secret: 'sandbox-secret',
          account: '740561073',
        },
      });
      console.log(`Integrations: FEDEX (test mode) → ${sandbox}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
