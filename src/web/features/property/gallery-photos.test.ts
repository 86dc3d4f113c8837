import { describe, expect, it } from 'vitest';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';
import { galleryPhotos } from './gallery-photos.ts';

const room = (id: string, images: string[]): PropertyRoom =>
  ({
    _id: id,
    name: { es: `Habitación ${id}`, en: `Room ${id}` },
    images: images.map((name) => ({ _id: name, url: `/files/${name}.jpg`, variants: {}, alt: { es: name, en: name } })),
  }) as unknown as PropertyRoom;

describe('galleryPhotos', () => {
  it('puts the home’s photos first, then each room’s in order', () => {
    const page = {
      property: { images: [{ url: '/files/front.jpg' }, { url: '' }, { url: '/files/kitchen.jpg' }] },
      rooms: [room('a', ['a1', 'a2']), room('b', []), room('c', ['c1'])],
    } as unknown as Pick<PropertyPage, 'property' | 'rooms'>;
    const photos = galleryPhotos(page);
    expect(photos.map((photo) => photo.image.url)).toEqual(['/files/front.jpg', '/files/kitchen.jpg', '/files/a1.jpg', '/files/a2.jpg', '/files/c1.jpg']);
    expect(photos.map((photo) => photo.roomId)).toEqual([null, null, 'a', 'a', 'c']);
    expect(photos[2]!.alt).toEqual({ es: 'a1', en: 'a1' });
    expect(photos[0]!.alt).toBeNull();
  });

  it('copes with a home without photos', () => {
    const page = { property: { images: null }, rooms: [] } as unknown as Pick<PropertyPage, 'property' | 'rooms'>;
    expect(galleryPhotos(page)).toEqual([]);
  });
});
