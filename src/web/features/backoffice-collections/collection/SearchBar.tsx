import { useEffect, useId, useState } from 'react';
import { fieldLabel } from '../../../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../../../catalog/types.ts';
import { eurosToCents } from '../../../components/form/record-values.ts';
import { RecordSearchBox } from '../../../components/form/RecordSearchBox.tsx';
import { formatValue } from '../../../components/ui/format.ts';
import { RefTitle } from '../../../components/ui/RecordTitle.tsx';
import { rememberRecord } from '../../../components/ui/referenced-records.ts';
import { searchableKeys } from './screen-state.ts';

// Search: a field to look in and what to look for. The value input follows the field's kind
// (options for a select, a date picker, a record picker for a reference), so a search asks
// the API for something it can match; text matches by substring.

interface SearchBarProps {
  collection: CollectionDef;
  q: string;
  field: string;
  onSearch: (q: string, field: string) => void;
  onClear: () => void;
}

/** Why a search value cannot be sent for this field; undefined when it can. */
function valueProblem(field: Field | undefined, text: string): string | undefined {
  if (!field || !text.trim()) return undefined;
  if (field.kind === 'money' && !eurosToCents(text).ok) return 'Enter an amount in euros, like 12.50';
  if (field.kind === 'integer' && !/^-?\d+$/.test(text.trim())) return 'Enter a whole number';
  if (field.kind === 'decimal' && !Number.isFinite(Number(text.trim().replace(',', '.')))) return 'Enter a number';
  return undefined;
}

export function SearchBar({ collection, q, field, onSearch, onClear }: SearchBarProps) {
  const [text, setText] = useState(q);
  const [chosen, setChosen] = useState(field);
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();
  const valueId = useId();
  const problemId = useId();

  // Back/forward changes the address: the inputs follow it.
  useEffect(() => {
    setText(q);
    setChosen(field);
    setProblem(undefined);
  }, [q, field]);

  const keys = searchableKeys(collection);
  const target = chosen === '_id' ? undefined : collection.fields[chosen];

  const submit = (value = text, key = chosen) => {
    const issue = valueProblem(key === '_id' ? undefined : collection.fields[key], value);
    setProblem(issue);
    if (!issue) onSearch(value.trim(), key);
  };

  const common = {
    id: valueId,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };

  const valueInput = () => {
    switch (target?.kind) {
      case 'select':
        return (
          <select {...common} className="input" value={text} onChange={(event) => submit(event.target.value)}>
            <option value="">Any</option>
            {target.options.map((option) => (
              <option key={option} value={option}>
                {formatValue(target, option)}
              </option>
            ))}
          </select>
        );
      case 'boolean':
        return (
          <select {...common} className="input" value={text} onChange={(event) => submit(event.target.value)}>
            <option value="">Any</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        );
      case 'date':
      case 'datetime':
        return <input {...common} type="date" className="input" value={text} onChange={(event) => setText(event.target.value)} />;
      case 'ref':
      case 'refs':
        return (
          <div className="space-y-1">
            <RecordSearchBox
              to={target.to}
              id={valueId}
              onPick={(record) => {
                rememberRecord(target.to, record);
                setText(record._id);
                submit(record._id);
              }}
            />
            {text && (
              <p className="text-xs text-stone-600">
                Showing: <RefTitle to={target.to} id={text} />
              </p>
            )}
          </div>
        );
      default:
        return (
          <input
            {...common}
            type="search"
            className="input"
            value={text}
            inputMode={target?.kind === 'money' || target?.kind === 'decimal' ? 'decimal' : target?.kind === 'integer' ? 'numeric' : undefined}
            placeholder={chosen === '_id' ? 'Paste a full id' : target?.kind === 'money' ? 'Amount in euros' : 'Part of the text'}
            onChange={(event) => setText(event.target.value)}
          />
        );
    }
  };

  return (
    <form
      role="search"
      aria-label={`Search ${collection.label.toLowerCase()}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="w-full sm:w-44">
        <label htmlFor={fieldId} className="label text-xs">
          Search in
        </label>
        <select
          id={fieldId}
          className="input"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setText('');
            setProblem(undefined);
          }}
        >
          {keys.map((key) => (
            <option key={key} value={key}>
              {fieldLabel(key, collection.fields[key]!)}
            </option>
          ))}
          <option value="_id">ID</option>
        </select>
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={valueId} className="label text-xs">
          Search for
        </label>
        {valueInput()}
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {q && (
          <button type="button" className="btn" onClick={onClear}>
            Clear search
          </button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="field-error w-full">
          {problem}
        </p>
      )}
    </form>
  );
}
