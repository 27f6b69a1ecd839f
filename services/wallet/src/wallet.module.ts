import { Module } from '@nestjs/common';

/** The wallet service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class WalletModule {}
