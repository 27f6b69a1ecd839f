import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import { labelMediaType } from '@envios/contracts';
import type { ShipmentsConfig } from '../config';
import { LabelStorage } from './label-storage';

/** Every label is an object under this prefix, so the bucket (and a policy on it) can hold more. */
const S3_LABEL_PREFIX = 'labels/';

/**
 * The S3 client of the s3 storage: S3 itself, or any S3-compatible server at S3_ENDPOINT (with
 * S3_FORCE_PATH_STYLE for most of them). Static keys when both are set, else the SDK's default chain
 * (web identity/IRSA, ECS or instance role, ~/.aws). A hung server fails the call, not the worker.
 */
export function s3ClientOf(config: ShipmentsConfig): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * Label files as objects 'labels/{file}' of one bucket. A PUT replaces an object whole, so a reader
 * never sees half a file (as the filesystem's rename guarantees). Reading a name with no object is
 * null; any other failure (no such bucket, refused credentials, the server unreachable) is thrown.
 * The role needs s3:GetObject, s3:PutObject and s3:DeleteObject on 'labels/*', and s3:ListBucket on
 * the bucket: without it S3 answers a missing object with 403 rather than 404.
 */
export class S3LabelStorage extends LabelStorage implements OnApplicationShutdown {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: S3_LABEL_PREFIX + name,
        Body: bytes,
        ContentType: labelMediaType(name),
      }),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: S3_LABEL_PREFIX + name }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      // Some servers answer a missing key with a bare 404 (no NoSuchKey code); a missing bucket is not that.
      if (
        err instanceof S3ServiceException &&
        err.$metadata.httpStatusCode === 404 &&
        err.name !== 'NoSuchBucket'
      )
        return null;
      throw err;
    }
  }

  /** Removing a name with no object is no error (S3's DELETE is idempotent). */
  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: S3_LABEL_PREFIX + name }));
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
