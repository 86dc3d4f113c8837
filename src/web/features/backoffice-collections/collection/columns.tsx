import type { ColumnDef } from '@tanstack/react-table';
import { fieldLabel, isReadable } from '../../../../catalog/naming.ts';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { FieldCell } from '../../../components/table/FieldCell.tsx';
import { formatInstant, formatInstantDay } from '../../../components/ui/format.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { sortableKeys } from './screen-state.ts';

// The table's columns, from the catalogue: the fields marked `column` (the title when none
// is), then when each record last changed, or when it was removed in the removed view.

const NUMERIC = new Set(['integer', 'decimal', 'money']);

export function columnKeys(collection: CollectionDef): string[] {
  const keys = Object.entries(collection.fields)
    .filter(([, field]) => field.column && isReadable(field))
    .map(([key]) => key);
  return keys.length > 0 ? keys : [collection.titleField];
}

function instantCell(key: 'updatedAt' | 'deletedAt') {
  return ({ row }: { row: { original: ApiRecord } }) => {
    const value = row.original[key];
    // The day is enough to scan a column; the time is in the tooltip.
    return typeof value === 'string' ? (
      <time dateTime={value} title={formatInstant(value)} className="whitespace-nowrap">
        {formatInstantDay(value)}
      </time>
    ) : null;
  };
}

export function tableColumns(collection: CollectionDef, removed: boolean): ColumnDef<ApiRecord, unknown>[] {
  const sortable = new Set(sortableKeys(collection));
  const columns: ColumnDef<ApiRecord, unknown>[] = columnKeys(collection).map((key) => {
    const field = collection.fields[key]!;
    return {
      id: key,
      header: fieldLabel(key, field),
      accessorFn: (record) => record[key],
      cell: ({ row }) => <FieldCell field={field} value={row.original[key]} />,
      meta: { sortKey: sortable.has(key) ? key : undefined, numeric: NUMERIC.has(field.kind) },
    };
  });
  columns.push(
    removed
      ? { id: 'deletedAt', header: 'Removed', accessorFn: (r) => r.deletedAt, cell: instantCell('deletedAt'), meta: { sortKey: 'deletedAt' } }
      : { id: 'updatedAt', header: 'Updated', accessorFn: (r) => r.updatedAt, cell: instantCell('updatedAt'), meta: { sortKey: 'updatedAt' } },
  );
  return columns;
}
