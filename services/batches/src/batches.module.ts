import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ManagedRedis } from '@envios/platform';
import { ApplyRuleController } from './batches/apply-rule/apply-rule.controller';
import { ApplyRuleUseCase } from './batches/apply-rule/apply-rule.usecase';
import { BatchClients } from './batches/batch-clients';
import { BatchLabelsController } from './batches/batch-labels/batch-labels.controller';
import { BatchLabelsUseCase } from './batches/batch-labels/batch-labels.usecase';
import { BatchManifestController } from './batches/batch-manifest/batch-manifest.controller';
import { BatchManifestUseCase } from './batches/batch-manifest/batch-manifest.usecase';
import { BatchProgress } from './batches/batch-progress';
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
import { CaptureBatchController } from './batches/capture-batch/capture-batch.controller';
import { CaptureBatchUseCase } from './batches/capture-batch/capture-batch.usecase';
import { PayBatchController } from './batches/pay-batch/pay-batch.controller';
import { PayBatchUseCase } from './batches/pay-batch/pay-batch.usecase';
import { CreateBatchController } from './batches/create-batch/create-batch.controller';
import { CreateBatchUseCase } from './batches/create-batch/create-batch.usecase';
import { ListBatchesController } from './batches/list-batches/list-batches.controller';
import { ListBatchesUseCase } from './batches/list-batches/list-batches.usecase';
import { CountLabelUseCase } from './batches/on-label-outcome/count-label.usecase';
import { LabelOutcomeConsumer } from './batches/on-label-outcome/label-outcome.consumer';

/** The batches service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [MongooseModule.forFeature([{ name: BatchDoc.name, schema: BatchSchemaDef }])],
  controllers: [
    ImportBatchController,
    CreateBatchController,
    ListBatchesController,
    GetBatchController,
    FixRowController,
    DropRowController,
    ApplyRuleController,
    PayBatchController,
    CaptureBatchController,
    BatchLabelsController,
    BatchManifestController,
  ],
  providers: [
    ImportBatchUseCase,
    CreateBatchUseCase,
    ListBatchesUseCase,
    GetBatchUseCase,
    FixRowUseCase,
    DropRowUseCase,
    ApplyRuleUseCase,
    PayBatchUseCase,
    CaptureBatchUseCase,
    BatchLabelsUseCase,
    BatchManifestUseCase,
    BatchStore,
    BatchRows,
    BatchClients,
    BatchProgress,
    CountLabelUseCase,
    LabelOutcomeConsumer,
    ManagedRedis,
  ],
})
export class BatchesModule {}
