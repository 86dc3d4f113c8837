// "21–40 of 153", the page buttons, and how many rows a page shows.

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  /** Names the control group, e.g. "Tags pages". */
  label: string;
}

const count = new Intl.NumberFormat('en-GB');

/** `21–40 of 153`, or `0 of 0` when empty. */
export function rangeText(page: number, limit: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return `${count.format(first)}–${count.format(last)} of ${count.format(total)}`;
}

export function pageCount(limit: number, total: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function Pagination({ page, limit, total, onPage, onLimit, label }: PaginationProps) {
  const pages = pageCount(limit, total);
  const button = 'btn px-2.5 py-1.5';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
      <p>{rangeText(page, limit, total)}</p>
      <div className="flex flex-wrap items-center gap-2">
        {onLimit && (
          <label className="flex items-center gap-2">
            <span>Rows per page</span>
            <select className="input w-auto py-1.5" value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex items-center gap-1">
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(1)} aria-label="First page">
            <span aria-hidden="true">«</span>
          </button>
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            <span aria-hidden="true">‹</span>
          </button>
          <span className="px-2 tabular-nums">
            Page {page} of {pages}
          </span>
          <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(pages)} aria-label="Last page">
            <span aria-hidden="true">»</span>
          </button>
        </div>
      </div>
    </nav>
  );
}
