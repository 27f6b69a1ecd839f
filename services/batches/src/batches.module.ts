import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BatchDoc, BatchSchemaDef } from './batches/batch.schema';
import { BatchRows } from './batches/batch-rows';
import { BatchStore } from './batches/batch-store';
import { DropRowController } from './batches/drop-row/drop-row.controller';
import { DropRowUseCase } from './batches/drop-row/drop-row.usecase';
import { FixRowController } from './batches/fix-row/fix-row.controller';
import { FixRowUseCase } from './batches/fix-row/fix-row.usecase';
import { GetBatchController } from './batches/get-batch/get-batch.controller';
import { GetBatchUseCase } from './batches/get-batch/get-batch.usecase';
import { ImportBatchController } from './batches/import-batch/import-batch.controller';
import { ImportBatchUseCase } from './batches/import-batch/import-batch.usecase';

/** The batches service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [MongooseModule.forFeature([{ name: BatchDoc.name, schema: BatchSchemaDef }])],
  controllers: [ImportBatchController, GetBatchController, FixRowController, DropRowController],
  providers: [ImportBatchUseCase, GetBatchUseCase, FixRowUseCase, DropRowUseCase, BatchStore, BatchRows],
})
export class BatchesModule {}
