import { Module } from '@nestjs/common';

/** The reports service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class ReportsModule {}
