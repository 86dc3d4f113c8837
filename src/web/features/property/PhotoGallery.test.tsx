// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GalleryPhoto } from './gallery-photos.ts';
import { PhotoGallery } from './PhotoGallery.tsx';

// The top of the property page: each photo lists the variants it has, and says how wide it is
// drawn (its `sizes`), which depends on how many photos share the row on a wide screen.

afterEach(cleanup);

const photo = (name: string, variants: string[] = ['sm', 'md', 'lg']): GalleryPhoto => ({
  key: name,
  image: { url: `/files/${name}.jpg`, variants: Object.fromEntries(variants.map((size) => [size, `/files/${name}-${size}.webp`])) },
  alt: null,
  roomId: null,
  roomName: null,
});

function images(photos: GalleryPhoto[]) {
  render(<PhotoGallery photos={photos} altOf={(_, index) => `photo ${index + 1}`} onOpen={() => {}} />);
  return photos.map((_, index) => screen.queryByAltText(`photo ${index + 1}`));
}

describe('the property page gallery', () => {
  it('lists every variant of the large photo, and those an older photo has', () => {
    const [first, second] = images([photo('a'), photo('b', ['sm', 'lg'])]);
    expect(first!.getAttribute('srcset')).toBe('/files/a-sm.webp 480w, /files/a-md.webp 800w, /files/a-lg.webp 1280w');
    expect(second!.getAttribute('srcset')).toBe('/files/b-sm.webp 480w, /files/b-lg.webp 1280w');
  });

  it('serves a photo without variants from its url', () => {
    const [first] = images([photo('a', [])]);
    expect(first!.getAttribute('src')).toBe('/files/a.jpg');
    expect(first!.hasAttribute('srcset')).toBe(false);
  });

  it('draws a photo alone across the page', () => {
    const [first] = images([photo('a')]);
    expect(first!.getAttribute('sizes')).toBe('(min-width: 1152px) 1120px, calc(100vw - 2rem)');
  });

  it('says a thumbnail two columns wide is drawn at 560 px, a quarter one at 280 px', () => {
    const [first, ...two] = images([photo('a'), photo('b'), photo('c')]);
    expect(first!.getAttribute('sizes')).toBe('(min-width: 1024px) 560px, calc(100vw - 2rem)');
    expect(two.map((image) => image!.getAttribute('sizes'))).toEqual(['(min-width: 1024px) 560px, 25vw', '(min-width: 1024px) 560px, 25vw']);
    cleanup();
    const [, ...four] = images(['a', 'b', 'c', 'd', 'e'].map((name) => photo(name)));
    expect(four.map((image) => image!.getAttribute('sizes'))).toEqual(Array(4).fill('(min-width: 1024px) 280px, 25vw'));
  });
});
