import 'reflect-metadata';
import { resolve } from 'node:path';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { loadConfig } from '@envios/platform';
import { QuotingConfigSchema, type QuotingConfig } from '../config';
import { ImportPostalCodesModule } from '../postal-codes/import-postal-codes/import-postal-codes.module';
import { ImportPostalCodesUseCase } from '../postal-codes/import-postal-codes/import-postal-codes.usecase';
import { sepomexFile } from '../postal-codes/import-postal-codes/sepomex-source';

/**
 * Imports a SEPOMEX file into the quoting database:
 *
 *   node dist/cli/import-postal-codes.js [file] [--force]
 *
 * The file is our CSV or Correos de México's CPdescarga.txt (told apart by content); without an
 * argument, SEPOMEX_FILE, else the bundled sample. Runs with the quoting service's environment.
 * A file already imported is skipped unless --force. Running replicas pick the new catalogue up
 * within a minute. Prints the import report as one JSON line.
 *
 * Only MongoDB is needed, so the context holds just the importer, not the whole service (whose
 * catalogue would load, or even import the default file, before this import runs).
 */
@Module({})
class ImportCliModule {
  static forRoot(config: QuotingConfig): DynamicModule {
    return {
      module: ImportCliModule,
      imports: [
        MongooseModule.forRoot(config.MONGO_URL, { serverSelectionTimeoutMS: 5000 }),
        ImportPostalCodesModule,
      ],
    };
  }
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const fileArg = args.find((a) => !a.startsWith('--'));
  const config = loadConfig(QuotingConfigSchema);
  const file = fileArg ? resolve(fileArg) : sepomexFile(config);

  const app = await NestFactory.createApplicationContext(ImportCliModule.forRoot(config), {
    logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn', 'log'],
  });
  try {
    const report = await app.get(ImportPostalCodesUseCase).execute(file, { force });
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(JSON.stringify({ ...report, peakRssMb }));
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
