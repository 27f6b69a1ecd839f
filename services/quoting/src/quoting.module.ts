import { Module } from '@nestjs/common';
import { PostalCodesModule } from './postal-codes/postal-codes.module';

@Module({
  imports: [PostalCodesModule],
})
export class QuotingModule {}
