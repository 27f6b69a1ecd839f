import { Module } from '@nestjs/common';
import { PostalCatalogService } from './catalog/postal-catalog.service';
import { GetPostalCodeController } from './get-postal-code/get-postal-code.controller';
import { GetPostalRouteController } from './get-postal-route/get-postal-route.controller';
import { ImportPostalCodesModule } from './import-postal-codes/import-postal-codes.module';
import { PostalCatalog } from './postal-catalog';
import { SearchPostalCodesController } from './search-postal-codes/search-postal-codes.controller';

/** The SEPOMEX catalogue: import, the in-memory PostalCatalog the rest of the service uses, and /internal/postal-codes. */
@Module({
  imports: [ImportPostalCodesModule],
  controllers: [SearchPostalCodesController, GetPostalCodeController, GetPostalRouteController],
  providers: [PostalCatalogService, { provide: PostalCatalog, useExisting: PostalCatalogService }],
  exports: [PostalCatalog, ImportPostalCodesModule],
})
export class PostalCodesModule {}
