import type { PropertyPage, ServedImage } from '../../api/public.ts';

// Every photo of the page in one row, as the viewer steps through them: the home's own
// pictures first, then each room's in the order the rooms are listed, so a room's thumbnails
// open the viewer at their place and the arrows go on through the rest.

export interface GalleryPhoto {
  key: string;
  image: ServedImage;
  /** The record's alt text; null when it has none (the page then describes it by place). */
  alt: unknown;
  /** The room the photo shows, or null for the home's own pictures. */
  roomId: string | null;
  roomName: unknown;
}

export function galleryPhotos(page: Pick<PropertyPage, 'property' | 'rooms'>): GalleryPhoto[] {
  const homePhotos = (page.property.images ?? [])
    .filter((image) => Boolean(image.url))
    .map((image, index) => ({ key: `property-${index}`, image, alt: null, roomId: null, roomName: null }));
  const roomPhotos = page.rooms.flatMap((room) =>
    room.images.filter((image) => Boolean(image.url)).map((image) => ({ key: image._id, image, alt: image.alt ?? null, roomId: room._id, roomName: room.name })),
  );
  return [...homePhotos, ...roomPhotos];
}
