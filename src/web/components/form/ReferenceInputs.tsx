import type { ReactNode, Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { RefField, RefsField } from '../../../catalog/types.ts';
import { shortId } from '../ui/format.ts';
import { RefTitle } from '../ui/RecordTitle.tsx';
import { rememberRecord } from '../ui/referenced-records.ts';
import { LabelledField, type FieldControl } from './FieldFrame.tsx';
import { RecordSearchBox } from './RecordSearchBox.tsx';
import type { FormValues } from './record-values.ts';

// Inputs of fields that point at other records: the chosen ones by title, and a search box to
// pick more.

/** One record: its title with a Clear button, and the search box to pick another. */
export function RefInput({ control: c, field }: { control: FieldControl; field: RefField }) {
  const { control } = useFormContext<FormValues>();
  return (
    <Controller
      control={control}
      name={c.name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <RecordPicker
          control={c}
          to={field.to}
          inputRef={ref}
          onBlur={onBlur}
          exclude={typeof value === 'string' && value ? [value] : []}
          onPick={(id) => onChange(id)}
          chosen={
            typeof value === 'string' &&
            value !== '' && (
              <div className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-1.5 text-sm">
                <span className="min-w-0 truncate text-stone-900">
                  <RefTitle to={field.to} id={value} />
                </span>
                <button type="button" className="btn-ghost px-2 py-1" onClick={() => onChange('')} aria-label={`Clear ${c.label.toLowerCase()}`}>
                  Clear
                </button>
              </div>
            )
          }
        />
      )}
    />
  );
}

/** Several records: one chip each with a remove button, and the search box until the list is full. */
export function RefsInput({ control: c, field }: { control: FieldControl; field: RefsField }) {
  const { control } = useFormContext<FormValues>();
  return (
    <Controller
      control={control}
      name={c.name}
      render={({ field: { value, onChange, onBlur, ref } }) => {
        const ids = (value as string[] | undefined) ?? [];
        return (
          <RecordPicker
            control={c}
            to={field.to}
            inputRef={ref}
            onBlur={onBlur}
            disabled={ids.length >= field.max}
            exclude={ids}
            onPick={(id) => onChange([...ids, id])}
            chosen={
              ids.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label={`${c.label}: chosen`}>
                  {ids.map((chosen) => (
                    <li key={chosen} className="flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pl-3 pr-1 text-sm text-stone-800">
                      <RefTitle to={field.to} id={chosen} />
                      <button
                        type="button"
                        className="rounded-full px-1.5 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
                        onClick={() => onChange(ids.filter((other) => other !== chosen))}
                        aria-label={`Remove ${shortId(chosen)} from ${c.label.toLowerCase()}`}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          />
        );
      }}
    />
  );
}

interface RecordPickerProps {
  control: FieldControl;
  /** The collection pointed at. */
  to: string;
  /** The records chosen so far, as the field shows them. */
  chosen: ReactNode;
  exclude: readonly string[];
  disabled?: boolean;
  onPick: (id: string) => void;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
}

/** What both inputs are: the chosen records above a search box that picks one more. */
function RecordPicker({ control: c, to, chosen, exclude, disabled, onPick, inputRef, onBlur }: RecordPickerProps) {
  return (
    <LabelledField control={c}>
      <div className="space-y-2">
        {chosen}
        <RecordSearchBox
          to={to}
          id={c.id}
          inputRef={inputRef}
          onBlur={onBlur}
          describedBy={c.described}
          invalid={c.invalid}
          required={c.required}
          disabled={disabled}
          exclude={exclude}
          onPick={(record) => {
            rememberRecord(to, record);
            onPick(record._id);
          }}
        />
      </div>
    </LabelledField>
  );
}
