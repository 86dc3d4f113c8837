import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CollectionDef, Field } from '../../../../catalog/types.ts';
import { collectionApi } from '../../../api/collections.ts';
import { useLanguage, type Language } from '../../../i18n/language.ts';
import { useT, type Translate } from '../../../i18n/messages.ts';
import { formMessages, type FormMessageKey } from './form-messages.ts';
import { placeServerError, recordErrors, visitorSchema, type FieldErrors } from './public-form.ts';

// One hook behind the three public forms. What was typed lives here and is only cleared after
// a successful send; problems found before sending (the catalogue's schema, file checks) and
// the server's refusals show at their field, and focus goes to the first one. On success the
// form gives way to a confirmation, which takes focus.

export type FormValue = string | File | null;
export type FormValues = Record<string, FormValue>;

export interface PublicFormSetup<V extends FormValues> {
  collection: CollectionDef;
  /** The catalogue fields this form writes: the schema checks these and nothing else is sent. */
  fields: readonly string[];
  initial: V;
  /** The record to send, built from what was typed (only `fields`). */
  toRecord: (values: V) => Record<string, unknown>;
  /** Checks the schema cannot make (a file's type and size), by control. */
  check?: (values: V, t: Translate<FormMessageKey>, language: Language) => FieldErrors;
  /** The control showing a catalogue field when it is not the field's own name (two fields behind one select). */
  controlOf?: Partial<Record<string, keyof V & string>>;
}

export interface Banner {
  title: string;
  message: string;
}

export interface PublicForm<V extends FormValues> {
  idPrefix: string;
  collection: CollectionDef;
  values: V;
  set: <K extends keyof V & string>(name: K, value: V[K], options?: { check?: boolean }) => void;
  errors: FieldErrors;
  banner: Banner | null;
  sending: boolean;
  /** The values that were sent, once the server accepted them. */
  sent: V | null;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Back to an empty form after a confirmation. */
  again: () => void;
  /** The catalogue field behind a control, when there is one (for required, limits). */
  fieldOf: (name: string) => Field | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  bannerRef: RefObject<HTMLDivElement | null>;
  confirmationRef: RefObject<HTMLDivElement | null>;
}

export function usePublicForm<V extends FormValues>(setup: PublicFormSetup<V>): PublicForm<V> {
  const { collection, fields, initial, toRecord, check, controlOf } = setup;
  const t = useT(formMessages);
  const language = useLanguage();
  const idPrefix = `pf${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const schema = useMemo(() => visitorSchema(collection, fields), [collection, fields]);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<V | null>(null);
  // Bumped on each refused attempt, so focus moves even when the same problem comes back.
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const controlFor = useCallback(
    (field: string): string | undefined => controlOf?.[field] ?? (fields.includes(field) ? field : undefined),
    [controlOf, fields],
  );

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? bannerRef.current)?.focus();
  }, [attempt]);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  /** Takes a new value; its old problem goes, and with `check` (a file just picked) a new one shows at once. */
  const set = <K extends keyof V & string>(name: K, value: V[K], options: { check?: boolean } = {}) => {
    setValues((current) => ({ ...current, [name]: value }));
    const problem = options.check ? check?.({ ...values, [name]: value }, t, language)[name] : undefined;
    setErrors((current) => {
      const { [name]: _old, ...rest } = current;
      return problem ? { ...rest, [name]: problem } : rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const record = toRecord(values);
    const found: FieldErrors = {};
    for (const [field, message] of Object.entries(recordErrors(collection, schema, record, t))) {
      const control = controlFor(field);
      if (control && !found[control]) found[control] = message;
    }
    for (const [control, message] of Object.entries(check?.(values, t, language) ?? {})) if (message) found[control] = message;
    setBanner(null);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    busy.current = true;
    setSending(true);
    try {
      await collectionApi(collection.name).add(record);
      setSent(values);
    } catch (error) {
      const problem = placeServerError(error, controlFor, t);
      if (problem.kind === 'field') setErrors({ [problem.field]: problem.message });
      else setBanner({ title: t(problem.title), message: problem.message });
      setAttempt((n) => n + 1);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const again = () => {
    setValues(initial);
    setErrors({});
    setBanner(null);
    setSent(null);
  };

  const fieldOf = (name: string): Field | undefined => {
    if (!Object.hasOwn(collection.fields, name)) return undefined;
    return collection.fields[name];
  };

  return { idPrefix, collection, values, set, errors, banner, sending, sent, submit, again, fieldOf, formRef, bannerRef, confirmationRef };
}
