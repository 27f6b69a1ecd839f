import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PostalCodeImport, PostalCodeImportSchema } from '../postal-code.schema';
import { PostalCodeStore } from '../postal-code-store';
import { ImportPostalCodesUseCase } from './import-postal-codes.usecase';

/** The importer and the catalogue's storage, on their own so the CLI runs without the rest of the service. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PostalCodeImport.name, schema: PostalCodeImportSchema }])],
  providers: [PostalCodeStore, ImportPostalCodesUseCase],
  exports: [PostalCodeStore, ImportPostalCodesUseCase],
})
export class ImportPostalCodesModule {}
