import { Module } from '@nestjs/common';
import { PostalCatalogService } from './catalog/postal-catalog.service';
import { GetPostalCodeController } from './get-postal-code/get-postal-code.controller';
import { GetPostalCodeUseCase } from './get-postal-code/get-postal-code.usecase';
import { GetPostalRouteController } from './get-postal-route/get-postal-route.controller';
import { GetPostalRouteUseCase } from './get-postal-route/get-postal-route.usecase';
import { LookupPostalCodesController } from './lookup-postal-codes/lookup-postal-codes.controller';
import { LookupPostalCodesUseCase } from './lookup-postal-codes/lookup-postal-codes.usecase';
import { ImportPostalCodesModule } from './import-postal-codes/import-postal-codes.module';
import { PostalCatalog } from './postal-catalog';
import { SearchPostalCodesController } from './search-postal-codes/search-postal-codes.controller';
import { SearchPostalCodesUseCase } from './search-postal-codes/search-postal-codes.usecase';

/** The SEPOMEX catalogue: import, the in-memory PostalCatalog the rest of the service uses, and /internal/postal-codes. */
@Module({
  imports: [ImportPostalCodesModule],
  controllers: [
    SearchPostalCodesController,
    GetPostalCodeController,
    GetPostalRouteController,
    LookupPostalCodesController,
  ],
  providers: [
    SearchPostalCodesUseCase,
    GetPostalCodeUseCase,
    GetPostalRouteUseCase,
    LookupPostalCodesUseCase,
    PostalCatalogService,
    { provide: PostalCatalog, useExisting: PostalCatalogService },
  ],
  exports: [PostalCatalog, ImportPostalCodesModule],
})
export class PostalCodesModule {}
