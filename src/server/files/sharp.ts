import type sharpFunction from 'sharp';

// sharp loads a native image library; most requests never touch an image, so it is loaded
// on first use rather than at start.

let loading: Promise<typeof sharpFunction> | undefined;

export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
