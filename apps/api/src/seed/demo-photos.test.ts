import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_THUMB_WIDTH } from '@hearth/domain';
import { createDiskBlobStore } from '../adapters/blob';
import { DEMO_PHOTO_COUNT, storeDemoPhotos } from './demo-photos';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('demo photos', () => {
  it('are stored with a 300 px wide thumbnail each, as the app makes for new photos', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-demo-photos-'));
    dirs.push(dir);
    const blob = createDiskBlobStore({ dir, signingSecret: 'demo-photos-test-signing-secret-012345' });
    const photos = await storeDemoPhotos(blob);
    expect(photos).toHaveLength(DEMO_PHOTO_COUNT);
    for (const photo of photos.slice(0, 3)) {
      const [full, thumbnail] = await Promise.all([blob.get(photo.key), blob.get(photo.thumbKey)]);
      expect(photo.key).toMatch(/^property-photo\./);
      expect(photo.thumbKey).toMatch(/^property-photo-thumb\./);
      expect(thumbnail?.meta.contentType).toBe('image/png');
      const [fullMeta, thumbMeta] = await Promise.all([
        sharp(full!.body).metadata(),
        sharp(thumbnail!.body).metadata(),
      ]);
      expect(thumbMeta.width).toBe(PHOTO_THUMB_WIDTH);
      expect(thumbMeta.height).toBe(Math.round((fullMeta.height * PHOTO_THUMB_WIDTH) / fullMeta.width));
    }
  });
});
