import { describe, expect, it } from 'vitest';
import { imageSource, imageSrcSet } from './public.ts';

// What an <img> of a served image gets: every variant in its srcset, the url when it has none.

const image = (variants?: Record<string, string>) => ({ url: '/files/a.jpg', ...(variants ? { variants } : {}) });

describe('a served image in an <img>', () => {
  it('lists sm, md and lg with their widths', () => {
    const served = image({ sm: '/files/a-sm.webp', md: '/files/a-md.webp', lg: '/files/a-lg.webp' });
    expect(imageSrcSet(served)).toBe('/files/a-sm.webp 480w, /files/a-md.webp 800w, /files/a-lg.webp 1280w');
    expect(imageSource(served, 'lg')).toBe('/files/a-lg.webp');
  });

  it('lists sm and lg for an image stored before md existed', () => {
    const served = image({ sm: '/files/a-sm.webp', lg: '/files/a-lg.webp' });
    expect(imageSrcSet(served)).toBe('/files/a-sm.webp 480w, /files/a-lg.webp 1280w');
    expect(imageSource(served)).toBe('/files/a-sm.webp');
  });

  it('serves the original from src, with no srcset, when there are no variants', () => {
    for (const served of [image(), image({})]) {
      expect(imageSrcSet(served)).toBeUndefined();
      expect(imageSource(served, 'lg')).toBe('/files/a.jpg');
    }
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
