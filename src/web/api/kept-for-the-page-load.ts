/**
 * A read kept for the page load in the browser; a failure is not kept, so the next caller asks
 * again. On the server every call reads afresh: its one process renders pages for days and for
 * everyone, so a kept answer would be read by every later render, whoever it is for.
 */
export function keptForThePageLoad<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (typeof document === 'undefined') return read();
    kept ??= read().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
