// The resized copies every uploaded image gets, declared once: the server makes them
// (src/server/files/uploads.ts) and the web lists them in `srcset` (src/web/api/public.ts), so
// a width is never written twice. A phone at 412 px and 1.75 device pixels per CSS pixel wants
// about 720 px for a full-width card: md is there so it does not download lg.

/** Each variant's width in pixels (WebP, never enlarged past the original), smallest first. */
export const IMAGE_VARIANT_WIDTHS = { sm: 480, md: 800, lg: 1280 } as const;

export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS;

/** The variants' names, smallest first. */
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANT_WIDTHS) as ImageVariant[];

/** How the API describes an image's `variants`, from the widths above. */
export const IMAGE_VARIANTS_DESCRIPTION = `Resized WebP copies of an image by size name: ${Object.entries(IMAGE_VARIANT_WIDTHS)
  .map(([name, width]) => `${name} (${width} px wide)`)
  .join(', ')}; never enlarged, so a smaller original's copies keep its width. An image stored before a size existed lacks it until the server's background job has made it.`;

/**
 * `srcset` for an image's variants (name → address): each variant it has, smallest first, with
 * its width. An image stored before md existed lists sm and lg; one with none has no srcset (its
 * `src` serves). Names not declared above are left out, their width being unknown.
 */
export function variantSrcSet(variants: Readonly<Record<string, string | undefined>> | null | undefined): string | undefined {
  if (!variants) return undefined;
  const candidates = Object.entries(IMAGE_VARIANT_WIDTHS).flatMap(([name, width]) => {
    const url = variants[name];
    return url ? [`${url} ${width}w`] : [];
  });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}
