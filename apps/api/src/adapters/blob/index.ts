/** The blob store: its contract (types.ts), the disk implementation (default) and S3 (`S3_BUCKET`). */
export * from './types';
export { createDiskBlobStore } from './disk';
export { createS3BlobStore } from './s3';
