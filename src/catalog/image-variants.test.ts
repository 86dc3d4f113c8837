import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS_DESCRIPTION, variantSrcSet } from './image-variants.ts';

describe('variantSrcSet', () => {
  it('lists the three variants with their widths, smallest first, whatever order they are stored in', () => {
    expect(variantSrcSet({ lg: '/files/a-lg.webp', sm: '/files/a-sm.webp', md: '/files/a-md.webp' })).toBe(
      '/files/a-sm.webp 480w, /files/a-md.webp 800w, /files/a-lg.webp 1280w',
    );
  });

  it('lists what an image stored before md existed has: sm and lg', () => {
    expect(variantSrcSet({ sm: '/files/a-sm.webp', lg: '/files/a-lg.webp' })).toBe('/files/a-sm.webp 480w, /files/a-lg.webp 1280w');
  });

  it('gives none for an image without variants, so its src serves', () => {
    expect(variantSrcSet(undefined)).toBeUndefined();
    expect(variantSrcSet(null)).toBeUndefined();
    expect(variantSrcSet({})).toBeUndefined();
  });

  it('leaves out names whose width it does not know', () => {
    expect(variantSrcSet({ small: '/files/a-s.jpg' })).toBeUndefined();
    expect(variantSrcSet({ small: '/files/a-s.jpg', md: '/files/a-md.webp' })).toBe('/files/a-md.webp 800w');
  });

  it('describes the variants with their widths for the API document', () => {
    expect(IMAGE_VARIANTS_DESCRIPTION).toContain('sm (480 px wide), md (800 px wide), lg (1280 px wide)');
  });
});
