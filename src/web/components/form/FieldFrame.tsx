import type { ReactNode } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { fieldLabel, isFileField } from '../../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../../catalog/types.ts';
import { describedBy, fieldControlId, fieldErrorId, fieldHelpId } from './field-ids.ts';
import type { FormValues } from './record-values.ts';

// What every field's input shares: its ids, label, error and the frame around the control.

/** Kinds that take the full width of a two-column form. */
export function isWideField(field: Field): boolean {
  return (
    (field.kind === 'text' && (field.multiline || field.localized)) ||
    field.kind === 'refs' ||
    field.kind === 'json' ||
    isFileField(field)
  );
}

/** One field of a form, as its input and its frame need it. */
export interface FieldControl<F extends Field = Field> {
  field: F;
  name: string;
  label: string;
  required: boolean;
  error: FieldError | undefined;
  invalid: boolean;
  id: string;
  helpId: string;
  errorId: string;
  described: string | undefined;
  /** Attributes every native control of the field carries. */
  common: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
  /** Class that lets the field span both columns of the form. */
  wide: string;
}

export function useFieldControl(collection: CollectionDef, name: string, idPrefix: string): FieldControl {
  const { formState } = useFormContext<FormValues>();
  const field = collection.fields[name];
  if (!field) throw new Error(`${collection.name} has no field "${name}"`);

  const required = !!field.required;
  const error = formState.errors[name] as FieldError | undefined;
  const invalid = !!error;
  const id = fieldControlId(idPrefix, name);
  const described = describedBy(idPrefix, name, !!field.help, invalid);
  return {
    field,
    name,
    label: fieldLabel(name, field),
    required,
    error,
    invalid,
    id,
    helpId: fieldHelpId(idPrefix, name),
    errorId: fieldErrorId(idPrefix, name),
    described,
    common: {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': described,
      'aria-required': required || undefined,
    },
    wide: isWideField(field) ? 'md:col-span-2' : '',
  };
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-xs text-stone-600">
      {text}
    </p>
  ) : null;
}

export function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className="field-error">
      {error.message}
    </p>
  ) : null;
}

interface FrameProps {
  control: FieldControl;
  children: ReactNode;
}

/** A single control under the field's label. */
export function LabelledField({ control: c, children }: FrameProps) {
  return (
    <div className={c.wide}>
      <label htmlFor={c.id} className="label">
        {c.label}
        <RequiredMark required={c.required} />
      </label>
      {children}
      <Help id={c.helpId} text={c.field.help} />
      <ErrorText id={c.errorId} error={c.error} />
    </div>
  );
}

/** Several controls (one per language, a list of files) under the field's legend. */
export function GroupedField({ control: c, children }: FrameProps) {
  // A fieldset's default min-width is its content's: min-w-0 lets it fit the form's column.
  return (
    <fieldset className={`min-w-0 ${c.wide}`} aria-describedby={c.described}>
      <legend className="label">
        {c.label}
        <RequiredMark required={c.required} />
      </legend>
      {children}
      <Help id={c.helpId} text={c.field.help} />
      <ErrorText id={c.errorId} error={c.error} />
    </fieldset>
  );
}
