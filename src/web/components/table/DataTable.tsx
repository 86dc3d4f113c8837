import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';

// A semantic, server-sorted table on TanStack Table's column model. Sorting and paging
// happen on the server, so the table only reports which header was clicked. On narrow
// screens it scrolls sideways inside its own focusable region, with the row actions kept
// in view at the right edge.

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the library's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API sort key this column sorts by; absent when it cannot be sorted. */
    sortKey?: string;
    /** Numbers read right-aligned. */
    numeric?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (a caption) and its scroll region. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  getRowId: (row: Row) => string;
  /** The current order: a sort key, `-` prefix for descending. */
  sort: string;
  onSort: (key: string) => void;
  /** Buttons for one row, shown in the last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Rows are being replaced: dimmed and marked busy. */
  busy?: boolean;
}

function ariaSort(sort: string, key: string | undefined): 'ascending' | 'descending' | undefined {
  if (!key) return undefined;
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return undefined;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <span aria-hidden="true" className={`text-xs ${direction ? 'text-accent-700' : 'text-stone-400'}`}>
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

export function DataTable<Row>({ caption, columns, data, getRowId, sort, onSort, rowActions, busy = false }: DataTableProps<Row>) {
  const captionId = useId();
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualPagination: true,
  });

  const stickyCell = 'sticky right-0 bg-white shadow-[-1px_0_0_0_var(--color-stone-200)]';

  // `relative`: cells' screen-reader-only texts (absolutely positioned) belong to the scroller,
  // so a wide table scrolls inside it instead of widening the whole page on a phone.
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs"
    >
      <table className={`w-full border-collapse text-left text-sm ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const direction = ariaSort(sort, meta?.sortKey);
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction}
                    className={`whitespace-nowrap px-2.5 py-2 font-semibold ${meta?.numeric ? 'text-right' : ''}`}
                  >
                    {meta?.sortKey ? (
                      <button
                        type="button"
                        className={`-mx-1.5 inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 font-semibold hover:bg-stone-200 hover:text-stone-900 ${direction ? 'text-stone-900' : ''}`}
                        onClick={() => onSort(meta.sortKey!)}
                      >
                        {content}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={`px-2.5 py-2 text-right font-semibold ${stickyCell} bg-stone-50`}>
                  Actions
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-stone-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-stone-50/70">
              {row.getVisibleCells().map((cell, index) => {
                // The first column names the row, so screen readers announce it with each cell.
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    scope={index === 0 ? 'row' : undefined}
                    className={`px-2.5 py-2 align-middle font-normal text-stone-800 ${cell.column.columnDef.meta?.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Cell>
                );
              })}
              {rowActions && (
                <td className={`px-2 py-1.5 text-right ${stickyCell}`}>
                  <div className="flex justify-end gap-1 whitespace-nowrap">{rowActions(row.original)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
