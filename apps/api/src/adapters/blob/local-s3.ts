import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the little used here is typed below.
import S3rver from 's3rver';
import type { S3Settings } from './s3';

/**
 * Test support: a local S3-compatible server (s3rver) on a random port with a temporary directory, so the S3 store
 * is tested over the wire with no network, in CI too. It is never used by the app. s3rver checks a presigned URL's
 * expiry but not its V4 signature (AWS does), so tampering with an S3 link is not something this can show.
 */
type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export type LocalS3 = { settings: S3Settings; close: () => Promise<void> };

export const startLocalS3 = async (bucket = 'hearth-test'): Promise<LocalS3> => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hearth-s3-'));
  const server = new (S3rver as S3rverConstructor)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
