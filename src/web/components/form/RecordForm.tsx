/**
 * RecordForm: the create/edit form of any catalogue collection.
 *
 *   <RecordForm
 *     collection={getCollection('rooms')!}        // the catalogue entry (required)
 *     record={room}                               // edit this record; leave out to create one
 *     fields={['name', 'monthlyPrice', 'images']} // which fields, in this order (default: all readable ones)
 *     sections={[{ title: 'Price', fields: ['monthlyPrice', 'deposit'] }]}
 *                                                 // or grouped under headings (takes the place of `fields`)
 *     defaults={{ property: propertyId }}         // starting values of a new record, as the API stores them;
                                                // those of fields not shown are sent with it as given
 *     onSaved={(saved, mode) => …}                // the record the server answered; mode 'create' | 'update'
 *     onCancel={() => …}                          // shows a Cancel button
 *     submitLabel="Save room"                     // default "Create <singular>" / "Save changes"
 *     readOnlyFields={['role']}                   // shown, never sent (the signed-in role may not write them)
 *     hideRecordInfo                              // leave out the "Set by Habita" block (id, dates) of an edit
 *     readOnlyViews={{ quote: QuoteBreakdown }}   // how a read-only field reads, instead of by its kind
 *   />
 *
 * - Saves through the store: `collectionActions(name).add` / `.edit`, with upload progress.
 *   An edit sends only the fields that changed; a list of files is sent whole.
 * - Checks with the catalogue's zod schema (`recordSchema`) before sending; problems show at
 *   their fields and focus moves to the first one.
 * - A refusal shows the server's message (errMessage) in a banner and, when its field
 *   (errField) is in the form, at that field. What was typed is never thrown away.
 * - Server-only fields show read-only when editing; hidden and secret fields never show.
 * - `FieldInput` (./FieldInput.tsx) is the per-field input, usable in any react-hook-form
 *   FormProvider whose values come from `toFormValues` (./record-values.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { CollectionDef } from '../../../catalog/types.ts';
import type { WriteMode } from '../../../catalog/validation.ts';
import { collectionActions } from '../../store/collection-actions.ts';
import type { ApiRecord, ServerError } from '../../api/records.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { Alert } from '../ui/Alert.tsx';
import { formatInstant } from '../ui/format.ts';
import { rememberRecord } from '../ui/referenced-records.ts';
import { fieldControlId, topLevelField } from './field-ids.ts';
import { FieldInput, ReadOnlyField } from './FieldInput.tsx';
import { buildRecord, formFields, toFormValues, type BuiltRecord, type FormField, type FormValues } from './record-values.ts';

export interface RecordFormSection {
  title: string;
  description?: string;
  fields: readonly string[];
}

export interface RecordFormProps {
  collection: CollectionDef;
  record?: ApiRecord;
  fields?: readonly string[];
  sections?: readonly RecordFormSection[];
  defaults?: Record<string, unknown>;
  onSaved: (record: ApiRecord, mode: WriteMode) => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** Called with the form's values as they are typed (for previews); once at start too. */
  onValuesChange?: (values: FormValues) => void;
  /** Fields shown read-only when editing and left out when creating: the signed-in role may not write them. */
  readOnlyFields?: readonly string[];
  /** Leaves out the block of what Habita set (id, dates, server-only fields): a person's own profile needs none of it. */
  hideRecordInfo?: boolean;
  /** Readable views of read-only fields, by name (a quote as its price lines). */
  readOnlyViews?: Record<string, ComponentType<{ value: unknown }>>;
}

/** The version of a record the form started from: a new version (after a save) restarts it. */
const versionOf = (record?: ApiRecord) => (record ? `${record._id}@${String(record.updatedAt ?? '')}` : 'new');

export function RecordForm({ collection, record, fields, sections, defaults, onSaved, onCancel, submitLabel, onValuesChange, readOnlyFields, hideRecordInfo, readOnlyViews }: RecordFormProps) {
  const mode: WriteMode = record ? 'update' : 'create';
  const keys = sections ? sections.flatMap((section) => section.fields) : fields;
  const keysText = keys?.join(',');
  const lockedText = readOnlyFields?.join(',') ?? '';
  const shown = useMemo(() => {
    const locked = new Set(lockedText.split(','));
    return formFields(collection, keys).map((f) => (locked.has(f.key) ? { ...f, readOnly: true } : f));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keysText` stands for `keys`, a new array of the same fields each render
  }, [collection, keysText, lockedText]);
  const idPrefix = `record-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // The resolver reads these through refs, so react-hook-form always holds one stable resolver.
  const initial = useRef<FormValues>(toFormValues(shown, record, defaults));
  const context = useRef({ collection, shown, mode });
  context.current = { collection, shown, mode };

  const resolver = useCallback<Resolver<FormValues, unknown, BuiltRecord>>((values) => {
    const { collection: current, shown: currentFields, mode: currentMode } = context.current;
    const built = buildRecord(current, currentFields, values, currentMode, initial.current);
    const problems = Object.entries(built.errors);
    if (problems.length === 0) return { values: built, errors: {} };
    return { values: {}, errors: Object.fromEntries(problems.map(([key, message]) => [key, { type: 'validate', message }])) };
  }, []);

  const form = useForm<FormValues, unknown, BuiltRecord>({
    defaultValues: initial.current,
    resolver,
    shouldFocusError: false,
  });

  useValuesListener(form, onValuesChange);
  useRestartFromNewVersion(form, initial, shown, record, defaults);

  const focusField = useCallback(
    (key: string) => document.getElementById(fieldControlId(idPrefix, key))?.focus(),
    [idPrefix],
  );

  const focusFirstProblem = (errors: FieldErrors<FormValues>) => {
    const first = shown.find(({ key }) => errors[key]);
    if (first) focusField(first.key);
  };

  const writable = new Set(shown.filter((f) => !f.readOnly).map((f) => f.key));
  const actions = useMemo(() => collectionActions(collection.name), [collection.name]);

  const submit = form.handleSubmit(async (built) => {
    setServerError(null);
    setInfo(null);
    if (mode === 'update' && Object.keys(built.record).length === 0) {
      setInfo('Nothing has changed, so there is nothing to save.');
      return;
    }
    const options = built.uploads > 0 ? { onProgress: setProgress } : undefined;
    if (options) setProgress(0);
    // Defaults of fields the form does not show (the room a new price belongs to) go with a new record as given.
    const shownKeys = new Set(shown.map((f) => f.key));
    const fixed = Object.fromEntries(Object.entries(defaults ?? {}).filter(([key]) => !shownKeys.has(key)));
    const outcome = record
      ? await dispatch(actions.edit(record._id, built.record, options))
      : await dispatch(actions.add({ ...fixed, ...built.record }, options));
    setProgress(null);
    if (outcome.ok && outcome.value) {
      rememberRecord(collection.name, outcome.value);
      onSaved(outcome.value, mode);
      return;
    }
    const error: ServerError = outcome.ok
      ? { message: 'The server did not send the saved record back. Reload to see it.', status: null, field: null }
      : outcome.error;
    // What the store keeps as errMessage / errField after the failure, shown here.
    setServerError(error);
    const key = topLevelField(error.field);
    if (key && writable.has(key)) {
      form.setError(key, { type: 'server', message: error.message });
      focusField(key);
    } else {
      bannerRef.current?.focus();
    }
  }, focusFirstProblem);

  const saving = form.formState.isSubmitting;
  const readOnly = record ? shown.filter((f) => f.readOnly) : [];
  const label = submitLabel ?? (record ? 'Save changes' : `Create ${collection.singular.toLowerCase()}`);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-busy={saving || undefined}>
        <div ref={bannerRef} tabIndex={-1} className="space-y-3 outline-none empty:hidden">
          {serverError && <Alert title={record ? 'Could not save the changes' : `Could not create the ${collection.singular.toLowerCase()}`}>{serverError.message}</Alert>}
          {info && (
            <p role="status" className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">
              {info}
            </p>
          )}
        </div>
        <p className="text-xs text-stone-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>

        {sections
          ? sections.map((section) => (
              <section key={section.title} className="space-y-4 border-t border-stone-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
                <div>
                  <h2 className="text-base font-semibold text-stone-900">{section.title}</h2>
                  {section.description && <p className="mt-0.5 text-sm text-stone-600">{section.description}</p>}
                </div>
                <FieldGrid collection={collection} fields={shown.filter((f) => section.fields.includes(f.key))} idPrefix={idPrefix} />
              </section>
            ))
          : <FieldGrid collection={collection} fields={shown} idPrefix={idPrefix} />}

        {record && !hideRecordInfo && (
          <RecordInfo collection={collection} record={record} fields={readOnly} views={readOnlyViews} idPrefix={idPrefix} />
        )}

        {progress !== null && <UploadProgress progress={progress} id={`${idPrefix}-progress`} />}

        <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-5">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving…' : label}
          </button>
          {onCancel && (
            <button type="button" className="btn" onClick={onCancel} disabled={saving}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

/** Calls `listener` with the form's values at start and on every change, whichever listener is current. */
function useValuesListener(form: UseFormReturn<FormValues, unknown, BuiltRecord>, listener: ((values: FormValues) => void) | undefined) {
  const valuesListener = useRef(listener);
  valuesListener.current = listener;
  useEffect(() => {
    valuesListener.current?.(form.getValues());
    const subscription = form.watch((values) => valuesListener.current?.(values as FormValues));
    return () => subscription.unsubscribe();
  }, [form]);
}

/** After a save the caller may keep the form open with the saved record: start again from it. */
function useRestartFromNewVersion(
  form: UseFormReturn<FormValues, unknown, BuiltRecord>,
  initial: RefObject<FormValues>,
  shown: readonly FormField[],
  record: ApiRecord | undefined,
  defaults: Record<string, unknown> | undefined,
) {
  const version = versionOf(record);
  const startedFrom = useRef(version);
  useEffect(() => {
    if (startedFrom.current === version) return;
    startedFrom.current = version;
    initial.current = toFormValues(shown, record, defaults);
    form.reset(initial.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version of the record starts again, not new `defaults` or `shown` objects
  }, [version]);
}

// One column of minmax(0, 1fr) on a phone, not the grid's implicit auto track: that one grows
// to the widest thing inside (a long referenced title shown truncated still counts whole)
// and pushed the whole editor off a 390 px screen.
function FieldGrid({ collection, fields, idPrefix }: { collection: CollectionDef; fields: readonly FormField[]; idPrefix: string }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2">
      {fields
        .filter((f) => !f.readOnly)
        .map(({ key }) => (
          <FieldInput key={key} collection={collection} name={key} idPrefix={idPrefix} />
        ))}
    </div>
  );
}

interface RecordInfoProps {
  collection: CollectionDef;
  record: ApiRecord;
  /** The read-only fields shown. */
  fields: readonly FormField[];
  views: RecordFormProps['readOnlyViews'];
  idPrefix: string;
}

/** What Habita set on an edited record: its server-only fields, id and dates. */
function RecordInfo({ collection, record, fields, views, idPrefix }: RecordInfoProps) {
  return (
    <section className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3" aria-labelledby={`${idPrefix}-system`}>
      <h2 id={`${idPrefix}-system`} className="text-sm font-medium text-stone-700">
        Set by Habita
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(({ key }) => (
          <ReadOnlyField key={key} collection={collection} name={key} value={record[key]} view={views?.[key]} />
        ))}
        <div>
          <dt className="text-xs font-medium text-stone-600">ID</dt>
          <dd className="mt-0.5 break-all font-mono text-xs text-stone-900">{record._id}</dd>
        </div>
        {typeof record.createdAt === 'string' && (
          <div>
            <dt className="text-xs font-medium text-stone-600">Created</dt>
            <dd className="mt-0.5 text-sm text-stone-900">{formatInstant(record.createdAt)}</dd>
          </div>
        )}
        {typeof record.updatedAt === 'string' && (
          <div>
            <dt className="text-xs font-medium text-stone-600">Last changed</dt>
            <dd className="mt-0.5 text-sm text-stone-900">{formatInstant(record.updatedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function UploadProgress({ progress, id }: { progress: number; id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm text-stone-700">
        Uploading… {Math.round(progress * 100)}%
      </label>
      <progress id={id} value={progress} max={1} className="h-2 w-full accent-accent-700" />
    </div>
  );
}
