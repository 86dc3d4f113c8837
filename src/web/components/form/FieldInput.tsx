import type { ComponentType, ReactNode } from 'react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { fieldLabel, isFileField } from '../../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../../catalog/types.ts';
import { formatValue, humanize, shortId } from '../ui/format.ts';
import { RefTitle } from '../ui/RecordTitle.tsx';
import { rememberRecord } from '../ui/referenced-records.ts';
import { describedBy, fieldControlId, fieldErrorId, fieldHelpId } from './field-ids.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import { FilesInput } from './FilesInput.tsx';
import { RecordSearchBox } from './RecordSearchBox.tsx';
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

/** Kinds that take the full width of a two-column form. */
export function isWideField(field: Field): boolean {
  return (
    (field.kind === 'text' && (field.multiline || field.localized)) ||
    field.kind === 'refs' ||
    field.kind === 'json' ||
    isFileField(field)
  );
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  ) : null;
}

function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-xs text-stone-600">
      {text}
    </p>
  ) : null;
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className="field-error">
      {error.message}
    </p>
  ) : null;
}

const TEXT_TYPES = { email: 'email', url: 'url', phone: 'tel' } as const;

export function FieldInput({ collection, name, idPrefix }: FieldInputProps) {
  const { register, control, formState } = useFormContext<FormValues>();
  const field = collection.fields[name];
  if (!field) throw new Error(`${collection.name} has no field "${name}"`);

  const label = fieldLabel(name, field);
  const required = !!field.required;
  const error = formState.errors[name] as FieldError | undefined;
  const invalid = !!error;
  const id = fieldControlId(idPrefix, name);
  const helpId = fieldHelpId(idPrefix, name);
  const errorId = fieldErrorId(idPrefix, name);
  const described = describedBy(idPrefix, name, !!field.help, invalid);
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    'aria-required': required || undefined,
  };
  const wide = isWideField(field) ? 'md:col-span-2' : '';

  const labelled = (control: ReactNode) => (
    <div className={wide}>
      <label htmlFor={id} className="label">
        {label}
        <RequiredMark required={required} />
      </label>
      {control}
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} error={error} />
    </div>
  );

  // A fieldset's default min-width is its content's: min-w-0 lets it fit the form's column.
  const grouped = (control: ReactNode) => (
    <fieldset className={`min-w-0 ${wide}`} aria-describedby={described}>
      <legend className="label">
        {label}
        <RequiredMark required={required} />
      </legend>
      {control}
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );

  switch (field.kind) {
    case 'text': {
      if (field.localized && field.rich) {
        // Formatted text: one editor per language, each holding sanitized HTML.
        return grouped(
          <div className="space-y-4">
            {(['es', 'en'] as const).map((language) => (
              <Controller
                key={language}
                control={control}
                name={`${name}.${language}`}
                render={({ field: input }) => (
                  <RichTextEditor
                    id={language === 'es' ? id : `${id}-en`}
                    label={`${label} in ${language === 'es' ? 'Spanish' : 'English'}`}
                    caption={language === 'es' ? 'Spanish' : 'English'}
                    value={typeof input.value === 'string' ? input.value : ''}
                    onChange={input.onChange}
                    invalid={invalid}
                    describedBy={described}
                  />
                )}
              />
            ))}
          </div>,
        );
      }
      if (field.localized) {
        const Tag = field.multiline ? 'textarea' : 'input';
        const rows = field.multiline ? (field.rich ? 8 : 4) : undefined;
        return grouped(
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700">
                Spanish
              </label>
              <Tag {...common} {...register(`${name}.es`)} lang="es" rows={rows} maxLength={field.max} className="input" />
            </div>
            <div>
              <label htmlFor={`${id}-en`} className="mb-1 block text-xs font-medium text-stone-700">
                English
              </label>
              <Tag
                {...common}
                id={`${id}-en`}
                aria-required={undefined}
                {...register(`${name}.en`)}
                lang="en"
                rows={rows}
                maxLength={field.max}
                className="input"
              />
            </div>
          </div>,
        );
      }
      if (field.multiline) {
        return labelled(<textarea {...common} {...register(name)} rows={field.rich ? 8 : 4} maxLength={field.max} className="input" />);
      }
      const type = field.format && field.format in TEXT_TYPES ? TEXT_TYPES[field.format as keyof typeof TEXT_TYPES] : 'text';
      return labelled(
        <input
          {...common}
          {...register(name)}
          type={type}
          maxLength={field.max}
          autoComplete={field.format === 'email' ? 'email' : 'off'}
          spellCheck={field.format ? false : undefined}
          className="input"
        />,
      );
    }
    case 'integer':
    case 'decimal':
      return labelled(
        <input
          {...common}
          {...register(name)}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          className="input max-w-xs tabular-nums"
        />,
      );
    case 'money':
      return labelled(
        <div className="relative max-w-xs">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-600" aria-hidden="true">
            €
          </span>
          <input {...common} {...register(name)} type="text" inputMode="decimal" autoComplete="off" className="input pl-7 tabular-nums" />
        </div>,
      );
    case 'boolean':
      return (
        <div className={wide}>
          <div className="flex items-center gap-2 pt-1 md:pt-7">
            <input {...common} {...register(name)} type="checkbox" className="size-4 rounded border-stone-400 accent-accent-700" />
            <label htmlFor={id} className="text-sm font-medium text-stone-800">
              {label}
            </label>
          </div>
          <Help id={helpId} text={field.help} />
          <ErrorText id={errorId} error={error} />
        </div>
      );
    case 'date':
      return labelled(<input {...common} {...register(name)} type="date" className="input max-w-xs" />);
    case 'datetime':
      return labelled(<input {...common} {...register(name)} type="datetime-local" className="input max-w-xs" />);
    case 'select':
      return labelled(
        <select {...common} {...register(name)} className="input">
          {(!required || field.default === undefined) && <option value="">{required ? 'Choose…' : '—'}</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {field.optionLabels?.[option] ?? humanize(option)}
            </option>
          ))}
        </select>,
      );
    case 'ref':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) =>
            labelled(
              <div className="space-y-2">
                {typeof value === 'string' && value !== '' && (
                  <div className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-1.5 text-sm">
                    <span className="min-w-0 truncate text-stone-900">
                      <RefTitle to={field.to} id={value} />
                    </span>
                    <button type="button" className="btn-ghost px-2 py-1" onClick={() => onChange('')} aria-label={`Clear ${label.toLowerCase()}`}>
                      Clear
                    </button>
                  </div>
                )}
                <RecordSearchBox
                  to={field.to}
                  id={id}
                  inputRef={ref}
                  onBlur={onBlur}
                  describedBy={described}
                  invalid={invalid}
                  required={required}
                  exclude={typeof value === 'string' && value ? [value] : []}
                  onPick={(record) => {
                    rememberRecord(field.to, record);
                    onChange(record._id);
                  }}
                />
              </div>,
            )
          }
        />
      );
    case 'refs':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) => {
            const ids = (value as string[] | undefined) ?? [];
            return labelled(
              <div className="space-y-2">
                {ids.length > 0 && (
                  <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
                    {ids.map((chosen) => (
                      <li key={chosen} className="flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pl-3 pr-1 text-sm text-stone-800">
                        <RefTitle to={field.to} id={chosen} />
                        <button
                          type="button"
                          className="rounded-full px-1.5 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
                          onClick={() => onChange(ids.filter((other) => other !== chosen))}
                          aria-label={`Remove ${shortId(chosen)} from ${label.toLowerCase()}`}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <RecordSearchBox
                  to={field.to}
                  id={id}
                  inputRef={ref}
                  onBlur={onBlur}
                  describedBy={described}
                  invalid={invalid}
                  required={required}
                  disabled={ids.length >= field.max}
                  exclude={ids}
                  onPick={(record) => {
                    rememberRecord(field.to, record);
                    onChange([...ids, record._id]);
                  }}
                />
              </div>,
            );
          }}
        />
      );
    case 'file':
    case 'files':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) =>
            grouped(
              <FilesInput
                field={field}
                label={label}
                id={id}
                value={(value as FileSlot[] | undefined) ?? []}
                onChange={onChange}
                onBlur={onBlur}
                buttonRef={ref}
                describedBy={described}
                invalid={invalid}
              />,
            )
          }
        />
      );
    case 'json':
      return labelled(
        <textarea {...common} {...register(name)} rows={6} spellCheck={false} className="input font-mono text-xs" placeholder={field.shape === 'array' ? '[ ]' : '{ }'} />,
      );
    case 'secret':
      return null;
  }
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
