import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FileField } from '../../../../catalog/types.ts';
import { commonMessages } from '../../../i18n/common.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useT } from '../../../i18n/messages.ts';
import { formatFileSize } from '../../../components/form/file-size.ts';
import { formMessages } from './form-messages.ts';
import { acceptAttribute } from './public-form.ts';
import type { FormValues, PublicForm } from './use-public-form.ts';

// The controls of the public forms, bound to `usePublicForm`: a label (marked optional when the
// catalogue does not require the field), the control, a hint, and the problem under it, tied
// together with ids so screen readers read them in order.

type AnyForm = Pick<PublicForm<FormValues>, 'idPrefix' | 'errors' | 'fieldOf'>;
type Name<V extends FormValues> = keyof V & string;

function ids(form: AnyForm, name: string) {
  const control = `${form.idPrefix}-${name}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

function FieldFrame({
  form,
  name,
  label,
  hint,
  required,
  children,
}: {
  form: AnyForm;
  name: string;
  label: string;
  hint?: ReactNode;
  required: boolean;
  children: ReactNode;
}) {
  const t = useT(formMessages);
  const id = ids(form, name);
  const error = form.errors[name];
  return (
    <div>
      <label htmlFor={id.control} className="label">
        {label}
        {!required && <span className="font-normal text-stone-600"> {t('optional')}</span>}
      </label>
      {children}
      {hint && (
        <p id={id.hint} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={id.error} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function controlProps(form: AnyForm, name: string, hint: boolean) {
  const id = ids(form, name);
  const error = form.errors[name];
  const described = [hint && id.hint, error && id.error].filter(Boolean).join(' ');
  return {
    id: id.control,
    name,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
}

function isRequired(form: AnyForm, name: string, required?: boolean): boolean {
  return required ?? !!form.fieldOf(name)?.required;
}

function maxLengthOf(form: AnyForm, name: string): number | undefined {
  const field = form.fieldOf(name);
  return field?.kind === 'text' ? field.max : undefined;
}

interface TextControlProps<V extends FormValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'> {
  form: PublicForm<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
}

export function TextControl<V extends FormValues>({ form, name, label, hint, type = 'text', required, className = '', ...input }: TextControlProps<V>) {
  const needed = isRequired(form, name, required);
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={needed}>
      <input
        {...input}
        {...controlProps(form, name, !!hint)}
        type={type}
        required={needed}
        maxLength={input.maxLength ?? maxLengthOf(form, name)}
        className={`input scroll-mt-24 py-2.5 text-base sm:text-sm ${className}`}
        value={(form.values[name] as string | undefined) ?? ''}
        onChange={(event) => form.set(name, event.target.value as V[Name<V>])}
      />
    </FieldFrame>
  );
}

export function TextAreaControl<V extends FormValues>({
  form,
  name,
  label,
  hint,
  rows = 5,
}: {
  form: PublicForm<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  const needed = isRequired(form, name);
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={needed}>
      <textarea
        {...controlProps(form, name, !!hint)}
        rows={rows}
        required={needed}
        maxLength={maxLengthOf(form, name)}
        className="input scroll-mt-24 py-2.5 text-base sm:text-sm"
        value={(form.values[name] as string | undefined) ?? ''}
        onChange={(event) => form.set(name, event.target.value as V[Name<V>])}
      />
    </FieldFrame>
  );
}

export function SelectControl<V extends FormValues>({
  form,
  name,
  label,
  hint,
  placeholder,
  options,
}: {
  form: PublicForm<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
  /** The first, empty choice. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const needed = isRequired(form, name);
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={needed}>
      <select
        {...controlProps(form, name, !!hint)}
        required={needed}
        className="input scroll-mt-24 py-2.5 text-base sm:text-sm"
        value={(form.values[name] as string | undefined) ?? ''}
        onChange={(event) => form.set(name, event.target.value as V[Name<V>])}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One file: a button-like picker, then the chosen file's name and size with a way to take it out. */
export function FileControl<V extends FormValues>({
  form,
  name,
  label,
  hint,
  field,
}: {
  form: PublicForm<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
  field: FileField;
}) {
  const t = useT(formMessages);
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const file = form.values[name] instanceof File ? (form.values[name] as File) : null;
  const props = controlProps(form, name, !!hint);
  const remove = () => {
    form.set(name, null as V[Name<V>]);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={!!field.required}>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-3 ${
          form.errors[name] ? 'border-red-700 bg-red-50/40' : 'border-stone-300 bg-stone-50'
        }`}
      >
        {/* The real input stays in the page, focusable and named by the field's label; what shows is the span. */}
        <input
          ref={input}
          {...props}
          type="file"
          accept={acceptAttribute(field.accept)}
          className="peer sr-only"
          onChange={(event) => form.set(name, (event.target.files?.[0] ?? null) as V[Name<V>], { check: true })}
        />
        {/* For the pointer only: keyboards and screen readers use the input itself. */}
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className="btn cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700"
        >
          {file ? t('changeFile') : t('chooseFile')}
        </span>
        {file ? (
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 font-medium break-all text-stone-900">{file.name}</span>
            <span className="text-stone-600">{formatFileSize(file.size, language)}</span>
            <button
              type="button"
              aria-label={t('removeFileNamed', { name: file.name })}
              className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
              onClick={remove}
            >
              {t('removeFile')}
            </button>
          </p>
        ) : (
          <p className="text-sm text-stone-600">{t('noFile')}</p>
        )}
      </div>
    </FieldFrame>
  );
}

/** The form, or once sent, the confirmation in its place. */
export function PublicFormShell<V extends FormValues>({
  form,
  submitLabel,
  confirmation,
  children,
}: {
  form: PublicForm<V>;
  submitLabel: string;
  confirmation: (sent: V) => ReactNode;
  children: ReactNode;
}) {
  const t = useT(formMessages);
  const common = useT(commonMessages);
  if (form.sent) {
    return (
      <div ref={form.confirmationRef} tabIndex={-1} role="status" className="scroll-mt-24 space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 outline-none focus-visible:ring-3 focus-visible:ring-accent-700">
        {confirmation(form.sent)}
        <button type="button" className="btn" onClick={form.again}>
          {t('sendAnother')}
        </button>
      </div>
    );
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
      <div ref={form.bannerRef} tabIndex={-1} className="scroll-mt-24 outline-none empty:hidden">
        {form.banner && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">{form.banner.title}</p>
            <p className="mt-1 break-words">{form.banner.message}</p>
          </div>
        )}
      </div>
      {Object.keys(form.errors).length > 1 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('fixBelow')}
        </p>
      )}
      {children}
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={form.sending}>
        {form.sending ? common('sending') : submitLabel}
      </button>
    </form>
  );
}
