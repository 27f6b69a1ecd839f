import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@envios/platform';
import { AppModule } from '../app.module';
import { QuotingConfigSchema } from '../config';
import { CredentialsService } from '../integrations/credentials.service';
import { ImportPostalCodesUseCase } from '../postal-codes/import-postal-codes/import-postal-codes.usecase';
import { sepomexFile } from '../postal-codes/import-postal-codes/sepomex-source';

/**
 * Demo data for a local portal, idempotent:
 * - the SEPOMEX catalogue of SEPOMEX_FILE (the bundled sample without it); a file already imported is skipped;
 * - an active FEDEX integration in test mode pointing at our FedEx-compatible sandbox (FEDEX_SANDBOX_URL),
 *   so FedEx prices come from its Rate API while the other five carriers use their rate cards.
 *   An existing FEDEX configuration is left as it is.
 */
async function main() {
  const config = loadConfig(QuotingConfigSchema);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const report = await app.get(ImportPostalCodesUseCase).execute(sepomexFile(config));
    console.log(
      report.skipped
        ? `Postal codes: ${report.file} already imported`
        : `Postal codes: imported ${report.file} (${report.codes} codes)`,
    );

    const sandbox = process.env.FEDEX_SANDBOX_URL;
    const credentials = app.get(CredentialsService);
    if (sandbox && !(await credentials.list()).some((c) => c.name === 'FEDEX')) {
      await credentials.create({
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
