import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type TPhoto } from '@hearth/domain/photos';
import { fileProblem, movePhoto, photoTypeOf, toRequest, withoutPhoto } from './photo-list';

const photo = (id: string, category: TPhoto['category'] = 'general'): TPhoto => ({
  id,
  url: `/api/v1/files/${id}`,
  thumbnailUrl: `/api/v1/files/${id}-300`,
  category,
  caption: null,
});
const ids = (photos: TPhoto[]) => photos.map((p) => p.id);

describe('the photo list', () => {
  const list = [photo('a'), photo('x', 'check-out'), photo('b'), photo('c'), photo('y', 'check-out')];

  it('moves a photo within its category and leaves the other category in its places', () => {
    expect(ids(movePhoto(list, 'c', 'a'))).toEqual(['c', 'x', 'a', 'b', 'y']);
    expect(ids(movePhoto(list, 'a', 'c'))).toEqual(['b', 'x', 'c', 'a', 'y']);
    expect(ids(movePhoto(list, 'y', 'x'))).toEqual(['a', 'y', 'b', 'c', 'x']);
    // Across categories, or onto itself, nothing moves.
    expect(ids(movePhoto(list, 'a', 'x'))).toEqual(ids(list));
    expect(ids(movePhoto(list, 'a', 'a'))).toEqual(ids(list));
  });

  it('saves the whole list by id, with new uploads after it, and leaves a deleted photo out', () => {
    expect(toRequest(withoutPhoto(list, 'b'), [{ publicUrl: '/api/v1/files/new', category: 'check-out' }])).toEqual({
      photos: [
        { id: 'a', category: 'general' },
        { id: 'x', category: 'check-out' },
        { id: 'c', category: 'general' },
        { id: 'y', category: 'check-out' },
        { publicUrl: '/api/v1/files/new', category: 'check-out' },
      ],
    });
  });
});

describe('a chosen file', () => {
  const file = (name: string, type: string, size = 1000) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };

  it('is a jpg, jpeg or png by its type, or by its extension when the browser gives none', () => {
    expect(photoTypeOf(file('a.png', 'image/png'))).toBe('png');
    expect(photoTypeOf(file('a.JPG', 'image/jpeg'))).toBe('jpeg');
    expect(photoTypeOf(file('a.JPEG', ''))).toBe('jpeg');
    expect(photoTypeOf(file('a.jpg', ''))).toBe('jpg');
    expect(photoTypeOf(file('a.gif', 'image/gif'))).toBeNull();
    expect(photoTypeOf(file('a.png', 'image/svg+xml'))).toBeNull();
    expect(photoTypeOf(file('notes.txt', ''))).toBeNull();
  });

  it('says why it cannot be uploaded: not a photo type, or over 20 MB', () => {
    expect(fileProblem(file('a.webp', 'image/webp'))).toBe(PHOTO_MESSAGES.onlyTypes);
    expect(fileProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe(PHOTO_MESSAGES.tooLarge);
    expect(fileProblem(file('a.png', 'image/png', PHOTO_MAX_BYTES))).toBeNull();
  });
});
