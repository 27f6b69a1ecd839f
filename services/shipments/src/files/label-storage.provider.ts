import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { FilesystemLabelStorage, LabelStorage } from './label-storage';
import { S3LabelStorage, s3ClientOf } from './s3-label-storage';

/** The label storage LABEL_STORAGE names: the filesystem (LABELS_DIR) or an S3 bucket (S3_*). */
export const labelStorageProvider: FactoryProvider<LabelStorage> = {
  provide: LabelStorage,
  inject: [APP_CONFIG],
  useFactory: (config: ShipmentsConfig) =>
    config.LABEL_STORAGE === 's3'
      ? new S3LabelStorage(s3ClientOf(config), config.S3_BUCKET!)
      : new FilesystemLabelStorage(config),
};
