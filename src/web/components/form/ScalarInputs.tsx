import { useFormContext } from 'react-hook-form';
import type { DecimalField, IntegerField, JsonField, SelectField } from '../../../catalog/types.ts';
import { humanize } from '../ui/format.ts';
import { ErrorText, Help, LabelledField, type FieldControl } from './FieldFrame.tsx';
import type { FormValues } from './record-values.ts';

// Inputs of fields that hold one value typed in a single native control.

export function NumberInput({ control: c, field }: { control: FieldControl; field: IntegerField | DecimalField }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <input
        {...c.common}
        {...register(c.name)}
        type="text"
        inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        className="input max-w-xs tabular-nums"
      />
    </LabelledField>
  );
}

export function MoneyInput({ control: c }: { control: FieldControl }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <div className="relative max-w-xs">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-600" aria-hidden="true">
          €
        </span>
        <input {...c.common} {...register(c.name)} type="text" inputMode="decimal" autoComplete="off" className="input pl-7 tabular-nums" />
      </div>
    </LabelledField>
  );
}

/** A checkbox with its label beside it, not above. */
export function BooleanInput({ control: c }: { control: FieldControl }) {
  const { register } = useFormContext<FormValues>();
  return (
    <div className={c.wide}>
      <div className="flex items-center gap-2 pt-1 md:pt-7">
        <input {...c.common} {...register(c.name)} type="checkbox" className="size-4 rounded border-stone-400 accent-accent-700" />
        <label htmlFor={c.id} className="text-sm font-medium text-stone-800">
          {c.label}
        </label>
      </div>
      <Help id={c.helpId} text={c.field.help} />
      <ErrorText id={c.errorId} error={c.error} />
    </div>
  );
}

export function DateInput({ control: c, withTime }: { control: FieldControl; withTime: boolean }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <input {...c.common} {...register(c.name)} type={withTime ? 'datetime-local' : 'date'} className="input max-w-xs" />
    </LabelledField>
  );
}

export function SelectInput({ control: c, field }: { control: FieldControl; field: SelectField }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <select {...c.common} {...register(c.name)} className="input">
        {(!c.required || field.default === undefined) && <option value="">{c.required ? 'Choose…' : '—'}</option>}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {field.optionLabels?.[option] ?? humanize(option)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export function JsonInput({ control: c, field }: { control: FieldControl; field: JsonField }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledField control={c}>
      <textarea {...c.common} {...register(c.name)} rows={6} spellCheck={false} className="input font-mono text-xs" placeholder={field.shape === 'array' ? '[ ]' : '{ }'} />
    </LabelledField>
  );
}
