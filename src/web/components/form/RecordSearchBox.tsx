import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { getCollection } from '../../../catalog/catalog.ts';
import { fieldLabel } from '../../../catalog/naming.ts';
import type { CollectionDef } from '../../../catalog/types.ts';
import { ID_PATTERN } from '../../../catalog/validation.ts';
import { collectionApi } from '../../api/collections.ts';
import type { ApiRecord } from '../../api/records.ts';
import { shortId } from '../ui/format.ts';
import { RecordTitle } from '../ui/RecordTitle.tsx';

// A combobox (ARIA 1.2 pattern) that finds records of another collection by their title as
// you type, through the search API, and hands the chosen one back. The reference pickers
// and the search bar are built on it.

const RESULTS = 10;
const DEBOUNCE_MS = 250;

/** The text field a picker searches: the title when it is searchable text, else the first such field. */
export function pickerSearchField(collection: CollectionDef): string | undefined {
  const isText = (key: string) => {
    const field = collection.fields[key];
    return field?.kind === 'text' && !!field.searchable && !field.hidden;
  };
  if (isText(collection.titleField)) return collection.titleField;
  return Object.keys(collection.fields).find(isText);
}

export interface RecordSearchBoxProps {
  /** The collection searched. */
  to: string;
  id: string;
  onPick: (record: ApiRecord) => void;
  /** Ids already chosen, left out of the results. */
  exclude?: readonly string[];
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

type Results = { state: 'idle' } | { state: 'searching' } | { state: 'done'; records: ApiRecord[] } | { state: 'failed'; message: string };

export function RecordSearchBox({ to, id, onPick, exclude = [], describedBy, invalid, required, disabled, inputRef, onBlur }: RecordSearchBoxProps) {
  const target = getCollection(to);
  if (!target) throw new Error(`No collection named ${to}`);
  const searchField = pickerSearchField(target);
  const listId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const sequence = useRef(0);

  useEffect(() => {
    if (!open) return;
    const text = query.trim();
    const mine = ++sequence.current;
    const timer = setTimeout(
      () => {
        setResults({ state: 'searching' });
        const byId = ID_PATTERN.test(text);
        collectionApi(to)
          .search({
            searchString: byId || searchField ? text : '',
            searchField: byId || !searchField ? '_id' : searchField,
            page: 1,
            limit: RESULTS + exclude.length,
          })
          .then(
            (page) => {
              if (mine !== sequence.current) return;
              setResults({ state: 'done', records: page.docs });
              setActive(-1);
            },
            (error: unknown) => {
              if (mine !== sequence.current) return;
              setResults({ state: 'failed', message: error instanceof Error ? error.message : 'Search failed' });
            },
          );
      },
      text ? DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
    // `exclude` only sizes the request; a new array each render must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, query, to, searchField]);

  const shown = results.state === 'done' ? results.records.filter((r) => !exclude.includes(r._id)).slice(0, RESULTS) : [];

  const pick = (record: ApiRecord) => {
    onPick(record);
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const hint = searchField
    ? `Type to search by ${fieldLabel(searchField, target.fields[searchField]!).toLowerCase()}, or paste an id.`
    : 'Shows the newest first; paste an id to find one.';
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className="input"
        autoComplete="off"
        placeholder={`Search ${target.label.toLowerCase()}…`}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, shown.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter') {
            // Enter picks; it must not submit the form around the picker.
            event.preventDefault();
            const record = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
            if (open && record) pick(record);
          } else if (event.key === 'Escape' && open) {
            // Close the list, not the dialog the picker may be in.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <p id={hintId} className="sr-only">
        {hint}
      </p>
      <div
        hidden={!open || results.state === 'idle'}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
      >
        <ul id={listId} role="listbox" aria-label={`${target.label} found`}>
          {shown.map((record, index) => (
            <li
              key={record._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${index === active ? 'bg-accent-50 text-accent-800' : 'text-stone-800 hover:bg-stone-50'}`}
              // Keep focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(record)}
            >
              <span className="min-w-0 truncate">
                <RecordTitle collection={target} record={record} />
              </span>
              <span className="shrink-0 font-mono text-xs text-stone-600">{shortId(record._id)}</span>
            </li>
          ))}
        </ul>
        {results.state === 'searching' && shown.length === 0 && <p className="px-3 py-2 text-stone-600">Searching…</p>}
        {results.state === 'done' && shown.length === 0 && <p className="px-3 py-2 text-stone-600">No matches</p>}
        {results.state === 'failed' && <p className="px-3 py-2 text-red-700">Could not search: {results.message}</p>}
      </div>
    </div>
  );
}
