import { Module } from '@nestjs/common';
import { PostalCatalog } from './postal-catalog';

/** Placeholder until the SEPOMEX catalogue lands: knows no postal code. */
class EmptyPostalCatalog extends PostalCatalog {
  lookup() {
    return undefined;
  }
  searchPrefix() {
    return [];
  }
}

@Module({
  providers: [{ provide: PostalCatalog, useClass: EmptyPostalCatalog }],
  exports: [PostalCatalog],
})
export class PostalCodesModule {}
