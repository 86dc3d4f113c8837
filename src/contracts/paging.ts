import type { Page } from './shapes.ts';

// The page envelope's figures from what a list knows (its rows, its total, where it is), in one
// place: at least one page even when nothing matches, as the contract says. Zod-free, so the
// web's own in-browser pages use it too.

export function pageOf<T>(docs: T[], totalDocs: number, page: number, limit: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}
