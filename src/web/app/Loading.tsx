/** The wait between screens. A status, so screen readers announce it instead of silence. */
export function Loading() {
  return (
    <p role="status" className="px-4 py-16 text-center text-stone-600">
      Loading
    </p>
  );
}
