import type { ComponentType } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldLabel, isFileField } from '../../../catalog/naming.ts';
import type { CollectionDef, Field, FileField, FilesField } from '../../../catalog/types.ts';
import { formatValue } from '../ui/format.ts';
import { RefTitle } from '../ui/RecordTitle.tsx';
import { GroupedField, useFieldControl, type FieldControl } from './FieldFrame.tsx';
import { FilesInput } from './FilesInput.tsx';
import { RefInput, RefsInput } from './ReferenceInputs.tsx';
import { BooleanInput, DateInput, JsonInput, MoneyInput, NumberInput, SelectInput } from './ScalarInputs.tsx';
import { TextFieldInput } from './TextFieldInput.tsx';
import type { FileSlot, FormValues } from './record-values.ts';

// One input per catalogue field kind. Works inside any react-hook-form FormProvider whose
// values come from `toFormValues` (RecordForm is one); errors are read from the form state,
// at the field's top-level key.

export interface FieldInputProps {
  collection: CollectionDef;
  /** The field's key in the collection. */
  name: string;
  /** Prefix of element ids, unique per form on the page. */
  idPrefix: string;
}

export function FieldInput({ collection, name, idPrefix }: FieldInputProps) {
  const control = useFieldControl(collection, name, idPrefix);
  const { field } = control;
  switch (field.kind) {
    case 'text':
      return <TextFieldInput control={control} field={field} />;
    case 'integer':
    case 'decimal':
      return <NumberInput control={control} field={field} />;
    case 'money':
      return <MoneyInput control={control} />;
    case 'boolean':
      return <BooleanInput control={control} />;
    case 'date':
    case 'datetime':
      return <DateInput control={control} withTime={field.kind === 'datetime'} />;
    case 'select':
      return <SelectInput control={control} field={field} />;
    case 'ref':
      return <RefInput control={control} field={field} />;
    case 'refs':
      return <RefsInput control={control} field={field} />;
    case 'file':
    case 'files':
      return <FileFieldInput control={control} field={field} />;
    case 'json':
      return <JsonInput control={control} field={field} />;
    case 'secret':
      return null;
  }
}

function FileFieldInput({ control: c, field }: { control: FieldControl; field: FileField | FilesField }) {
  const { control } = useFormContext<FormValues>();
  return (
    <Controller
      control={control}
      name={c.name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <GroupedField control={c}>
          <FilesInput
            field={field}
            label={c.label}
            id={c.id}
            value={(value as FileSlot[] | undefined) ?? []}
            onChange={onChange}
            onBlur={onBlur}
            buttonRef={ref}
            describedBy={c.described}
            invalid={c.invalid}
          />
        </GroupedField>
      )}
    />
  );
}

/** A field the server sets: shown with its value, never editable. */
/** `view` shows the value as its screen reads it (a quote as a price breakdown) instead of by its field's kind. */
export function ReadOnlyField({ collection, name, value, view: View }: { collection: CollectionDef; name: string; value: unknown; view?: ComponentType<{ value: unknown }> }) {
  const field = collection.fields[name];
  if (!field) return null;
  return (
    <div className={field.kind === 'json' ? 'sm:col-span-full' : undefined}>
      <dt className="text-xs font-medium text-stone-600">{fieldLabel(name, field)}</dt>
      <dd className="mt-0.5 break-words text-sm text-stone-900">
        {View && value !== null && value !== undefined ? <View value={value} /> : <ReadOnlyValue field={field} value={value} />}
      </dd>
    </div>
  );
}

function ReadOnlyValue({ field, value }: { field: Field; value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="text-stone-600">—</span>;
  if (field.kind === 'ref' && typeof value === 'string') return <RefTitle to={field.to} id={value} />;
  if (field.kind === 'refs' && Array.isArray(value)) {
    return (
      <>
        {value.map((id: string, index) => (
          <span key={id}>
            {index > 0 && ', '}
            <RefTitle to={field.to} id={id} />
          </span>
        ))}
      </>
    );
  }
  if (isFileField(field)) {
    const files = (Array.isArray(value) ? value : [value]) as { name: string; url?: string }[];
    return <>{files.map((file) => file.name).join(', ')}</>;
  }
  if (field.kind === 'json') {
    return <pre tabIndex={0} className="mt-1 max-h-48 overflow-auto rounded border border-stone-200 bg-white p-2 font-mono text-xs">{JSON.stringify(value, null, 2)}</pre>;
  }
  return <>{formatValue(field, value)}</>;
}
