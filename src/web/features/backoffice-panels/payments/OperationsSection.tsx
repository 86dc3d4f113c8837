import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listPropertyChoices, type OperationRow } from '../../../api/staff-payments.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { Pagination, pageCount } from '../../../components/ui/Pagination.tsx';
import { formatCount, formatDay, formatMoney, humanize, paymentKindLabel } from '../../../components/backoffice/format.ts';
import { Badge, EmptyNotice, LoadingBlock } from '../../../components/backoffice/ui.tsx';
import { BankTransferDialog } from './BankTransferDialog.tsx';
import { LedgerDrawer, STATUS_TONE } from './LedgerDrawer.tsx';
import { filterParams, isFiltered, KINDS, NO_FILTERS, PROVIDERS, readFilters, STATUSES, toQuery, type OperationFilters } from './operation-filters.ts';
import { RefundDialog, refundable } from './RefundDialog.tsx';
import { describeRow, plainText } from './row-text.ts';
import { useOperations } from './use-operations.ts';

// Every payment, below the panel's figures: filters and search kept in the address, ordered
// by due date on request, a page at a time. Each row offers what can be done with it now:
// record a bank transfer for what is owed, refund what was paid, open the reservation's ledger.

type Open = { action: 'transfer' | 'refund' | 'ledger'; row: OperationRow } | null;

const canRecordTransfer = (row: OperationRow) => row.kind !== 'refund' && (row.status === 'pending' || row.status === 'failed');
const canRefund = (row: OperationRow) => row.kind !== 'refund' && row.status === 'succeeded' && refundable(row) > 0;

const thisMonth = () => new Date().toISOString().slice(0, 7);

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="label text-xs">
        {label}
      </label>
      <select id={id} className="input py-1.5" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function AmountCell({ row }: { row: OperationRow }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-medium text-stone-900">{formatMoney(row.kind === 'refund' ? -row.amount : row.amount)}</span>
      {row.refundedAmount ? <span className="block text-xs text-stone-600">{formatMoney(row.refundedAmount)} paid back</span> : null}
    </span>
  );
}

function StatusCell({ row }: { row: OperationRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={STATUS_TONE[row.status] ?? 'neutral'}>{humanize(row.status)}</Badge>
      {row.overdue && <Badge tone="bad">Overdue</Badge>}
    </span>
  );
}

function RowActions({ row, open, compact = false }: { row: OperationRow; open: (open: Open) => void; compact?: boolean }) {
  const who = <span className="sr-only"> for {describeRow(row)}</span>;
  const button = compact ? 'btn px-2.5 py-1.5' : 'btn-ghost px-2 py-1';
  return (
    <>
      {canRecordTransfer(row) && (
        <button type="button" className={button} onClick={() => open({ action: 'transfer', row })}>
          {/* "Record transfer" fits the row; the name read out says which kind. */}
          <span>
            Record <span className="sr-only">bank </span>transfer
          </span>
          {who}
        </button>
      )}
      {canRefund(row) && (
        <button type="button" className={`${button} text-red-700 hover:bg-red-50`} onClick={() => open({ action: 'refund', row })}>
          Refund{who}
        </button>
      )}
      <button type="button" className={button} onClick={() => open({ action: 'ledger', row })}>
        Ledger{who}
      </button>
    </>
  );
}

function columns(): ColumnDef<OperationRow, unknown>[] {
  return [
    {
      id: 'tenant',
      header: 'Tenant',
      cell: ({ row: { original } }) => (
        <span className="block max-w-40">
          <span className="block truncate font-medium text-stone-900">{original.userName || 'Unknown tenant'}</span>
          {original.userEmail && <span className="block truncate text-xs text-stone-600">{original.userEmail}</span>}
        </span>
      ),
    },
    {
      id: 'for',
      header: 'Room',
      cell: ({ row: { original } }) => (
        <span className="block max-w-40">
          <span className="block truncate">{plainText(original.roomName) || 'Room not found'}</span>
          <span className="block truncate text-xs text-stone-600">{plainText(original.propertyTitle)}</span>
        </span>
      ),
    },
    {
      id: 'kind',
      header: 'Payment',
      cell: ({ row: { original } }) => (
        <span className="block whitespace-nowrap">
          {paymentKindLabel(original.kind)}
          <span className="block text-xs text-stone-600">{humanize(original.provider)}</span>
        </span>
      ),
    },
    {
      id: 'dueDate',
      header: 'Due',
      meta: { sortKey: 'dueDate' },
      cell: ({ row: { original } }) => (
        <span className={`whitespace-nowrap ${original.overdue ? 'font-medium text-red-700' : ''}`}>{original.dueDate ? formatDay(original.dueDate) : '—'}</span>
      ),
    },
    { id: 'amount', header: 'Amount', meta: { numeric: true }, cell: ({ row: { original } }) => <AmountCell row={original} /> },
    { id: 'status', header: 'Status', cell: ({ row: { original } }) => <StatusCell row={original} /> },
  ];
}

/** A phone has no room for the table: each payment is a card, its actions underneath. */
function OperationCards({ rows, open }: { rows: OperationRow[]; open: (open: Open) => void }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white md:hidden" aria-label="Payments">
      {rows.map((row) => (
        <li key={row._id} className="space-y-2 px-3 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-900">
                {paymentKindLabel(row.kind)} · {row.userName || row.userEmail || 'Unknown tenant'}
              </p>
              <p className="truncate text-sm text-stone-600">
                {plainText(row.roomName) || 'Room not found'}
                {plainText(row.propertyTitle) ? ` · ${plainText(row.propertyTitle)}` : ''}
              </p>
              <p className={`text-sm ${row.overdue ? 'font-medium text-red-700' : 'text-stone-700'}`}>
                {row.dueDate ? `Due ${formatDay(row.dueDate)}` : 'No due date'} · {humanize(row.provider)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right">
              <AmountCell row={row} />
              <StatusCell row={row} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <RowActions row={row} open={open} compact />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="label text-xs">
          Search
        </label>
        <input
          id={id}
          type="search"
          className="input py-1.5"
          placeholder="Tenant, email, room or reference"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn py-1.5">
        Search
      </button>
    </form>
  );
}

/** The filters over the payments list: status, kind, provider, property, when due, and text. */
function FilterBar({
  filters,
  go,
  properties,
  idPrefix,
  onClear,
}: {
  filters: OperationFilters;
  go: (patch: Partial<OperationFilters>) => void;
  properties: ReturnType<typeof usePropertyChoices>;
  idPrefix: string;
  onClear: () => void;
}) {
  const dueKind = filters.due === '' || filters.due === 'overdue' || filters.due === 'soon' ? filters.due : 'month';
  return (
  <div className="space-y-3 border-b border-stone-200 px-4 py-3">
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Select label="Status" value={filters.status} onChange={(status) => go({ status: status as OperationFilters['status'] })}>
        <option value="">Any status</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {humanize(s)}
          </option>
        ))}
      </Select>
      <Select label="Kind" value={filters.kind} onChange={(kind) => go({ kind: kind as OperationFilters['kind'] })}>
        <option value="">Any kind</option>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {paymentKindLabel(k)}
          </option>
        ))}
      </Select>
      <Select label="Provider" value={filters.provider} onChange={(provider) => go({ provider: provider as OperationFilters['provider'] })}>
        <option value="">Any provider</option>
        {PROVIDERS.map((p) => (
          <option key={p} value={p}>
            {humanize(p)}
          </option>
        ))}
      </Select>
      <Select label="Property" value={filters.property} onChange={(property) => go({ property })}>
        <option value="">{properties.status === 'loading' ? 'Loading…' : properties.status === 'error' ? 'Any (list not available)' : 'Any property'}</option>
        {properties.status === 'ready' &&
          properties.data.map((p) => (
            <option key={p._id} value={p._id}>
              {plainText(p.title) || 'Untitled'}
              {p.city ? ` · ${p.city}` : ''}
            </option>
          ))}
        {filters.property && properties.status === 'ready' && !properties.data.some((p) => p._id === filters.property) && (
          <option value={filters.property}>The property in the address</option>
        )}
      </Select>
      <Select
        label="Due"
        value={dueKind}
        onChange={(due) => go({ due: due === 'month' ? thisMonth() : due })}
      >
        <option value="">Any time</option>
        <option value="overdue">Overdue</option>
        <option value="soon">In the next 7 days</option>
        <option value="month">In a month…</option>
      </Select>
      {dueKind === 'month' && (
        <div>
          <label htmlFor={`${idPrefix}-month`} className="label text-xs">
            Month due
          </label>
          <input
            id={`${idPrefix}-month`}
            type="month"
            className="input py-1.5"
            value={filters.due}
            onChange={(event) => event.target.value && go({ due: event.target.value })}
          />
        </div>
      )}
    </div>
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="w-full max-w-md">
        <SearchBox value={filters.q} onSearch={(q) => go({ q })} />
      </div>
      {isFiltered(filters) && (
        <button type="button" className="btn-ghost" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  </div>
  );
}

function usePropertyChoices() {
  return useRemote((signal) => listPropertyChoices(signal), 'property-choices');
}

export function OperationsSection() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useMemo(() => toQuery(filters), [params.toString()]); // eslint-disable-line react-hooks/exhaustive-deps -- the address stands for `filters`, a new object each render
  const operations = useOperations(query);
  const properties = usePropertyChoices();
  const notify = useNotices();
  const [open, setOpen] = useState<Open>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const table = useMemo(columns, []);

  const go = (patch: Partial<OperationFilters>, resetPage = true) => {
    setParams(filterParams({ ...filters, ...(resetPage ? { page: 1 } : {}), ...patch }));
  };

  // A page past the end (a filter's rows were paid meanwhile): go to the last one.
  const page = operations.page;
  const lastPage = page ? pageCount(filters.limit, page.totalDocs) : 1;
  useEffect(() => {
    if (page && page.docs.length === 0 && page.totalDocs > 0 && filters.page > lastPage) go({ page: lastPage }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is new each render; a new page of answers is what may need it
  }, [page, lastPage]);

  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    notify({ tone: 'success', message });
    operations.reload();
  };

  return (
    <section aria-labelledby={headingId} className="card min-w-0">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          All payments
        </h2>
        <p className="text-sm text-stone-600" aria-live="polite">
          {operations.loading && !page ? 'Loading payments…' : page ? `${formatCount(page.totalDocs)} ${page.totalDocs === 1 ? 'payment' : 'payments'}${isFiltered(filters) ? ' match' : ''}` : ''}
        </p>
      </header>

      <FilterBar
        filters={filters}
        go={go}
        properties={properties}
        idPrefix={headingId}
        onClear={() => setParams(filterParams({ ...NO_FILTERS, limit: filters.limit, sort: filters.sort }))}
      />

      <div ref={resultsRef} className="space-y-3 p-4">
        {operations.error && (
          <Alert
            title="Could not load the payments"
            action={
              <button type="button" className="btn" onClick={operations.reload}>
                Try again
              </button>
            }
          >
            {operations.error}
          </Alert>
        )}
        {!page && operations.loading && <LoadingBlock label="Loading payments" rows={6} />}
        {page && page.docs.length === 0 && !operations.loading && (
          <div className="space-y-3">
            <EmptyNotice>{isFiltered(filters) ? 'No payment matches these filters.' : 'No payments yet. They appear here as guests reserve.'}</EmptyNotice>
            {isFiltered(filters) && (
              <div className="text-center">
                <button type="button" className="btn" onClick={() => setParams(filterParams({ ...NO_FILTERS, limit: filters.limit, sort: filters.sort }))}>
                  Clear filters
                </button>
              </div>
            )}
          </div>
        )}
        {page && page.docs.length > 0 && (
          <>
            <div className="hidden md:block">
              <DataTable
                caption="Payments"
                columns={table}
                data={page.docs}
                getRowId={(row) => row._id}
                sort={filters.sort}
                onSort={() => go({ sort: filters.sort === 'dueDate' ? '-dueDate' : 'dueDate' })}
                rowActions={(row) => <RowActions row={row} open={setOpen} />}
                busy={operations.loading}
              />
            </div>
            <div className={operations.loading ? 'opacity-60' : ''}>
              <OperationCards rows={page.docs} open={setOpen} />
            </div>
          </>
        )}
        {page && (page.totalDocs > 0 || filters.page > 1) && (
          <Pagination
            label="Payments pages"
            page={filters.page}
            limit={filters.limit}
            total={page.totalDocs}
            onPage={(next) => go({ page: next }, false)}
            onLimit={(limit) => go({ limit })}
          />
        )}
      </div>

      {open?.action === 'transfer' && (
        <BankTransferDialog row={open.row} onClose={close} onDone={(op) => done(`Bank transfer recorded for ${open.row.userName ?? 'the tenant'}: the ${paymentKindLabel(op.kind).toLowerCase()} is now ${humanize(op.status).toLowerCase()}.`)} />
      )}
      {open?.action === 'refund' && (
        <RefundDialog
          row={open.row}
          onClose={close}
          onDone={({ refund }) => done(`${formatMoney(refund.amount)} refunded to ${open.row.userName ?? 'the tenant'}.`)}
        />
      )}
      {open?.action === 'ledger' && <LedgerDrawer reservationId={open.row.reservation} title={describeRow(open.row)} onClose={close} />}
    </section>
  );
}
