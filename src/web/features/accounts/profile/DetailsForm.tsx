import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SessionUser } from '../../../api/auth.ts';
import { collectionApi } from '../../../api/collections.ts';
import { apiUrl, request } from '../../../api/http.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { describedBy, fieldControlId, fieldErrorId, fieldHelpId } from '../../../components/form/field-ids.ts';
import { FormBanner, formMessages, SubmitButton, TextField, useServerForm, type ServerForm } from '../../../components/form/server-form.tsx';
import type { ApiRecord } from '../../../api/records.ts';
import { commonMessages } from '../../../i18n/common.ts';
import { LANGUAGES, type Language } from '../../../i18n/language.ts';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';

// The person's own details, saved through the same route as every collection
// (PUT /api/users/{id}, only what changed). A form of its own rather than the back-office's
// RecordForm: a tenant reads it in their language, picks a gender or an ID type from a short
// list instead of searching records, and sees their photo as others will.

const messages = defineMessages({
  es: {
    photo: 'Foto',
    noPhoto: 'Sin foto',
    choosePhoto: 'Elegir una foto',
    changePhoto: 'Cambiar la foto',
    removePhoto: 'Quitar la foto',
    keepPhoto: 'Mantener la foto actual',
    photoHint: 'JPEG, PNG, GIF o WebP, de hasta 8 MB.',
    photoNotImage: '{file} no es una imagen JPEG, PNG, GIF o WebP.',
    photoTooBig: '{file} ocupa {size} MB; el máximo son 8 MB.',
    photoRemoved: 'La foto se quitará al guardar.',
    name: 'Nombre',
    surname: 'Apellidos',
    phone: 'Teléfono',
    birthDate: 'Fecha de nacimiento',
    nationality: 'Nacionalidad',
    gender: 'Género',
    language: 'Idioma preferido',
    languageHint: 'El de nuestros correos y mensajes.',
    idType: 'Tipo de documento de identidad',
    idNumber: 'Número de documento',
    notSaid: 'Sin indicar',
    listFailed: 'No hemos podido cargar la lista.',
    es: 'Español',
    en: 'Inglés',
    tellName: 'Dinos tu nombre.',
    nothingChanged: 'No has cambiado nada, así que no hay nada que guardar.',
    couldNotSave: 'No hemos podido guardar tus datos',
    save: 'Guardar los datos',
  },
  en: {
    photo: 'Photo',
    noPhoto: 'No photo',
    choosePhoto: 'Choose a photo',
    changePhoto: 'Change photo',
    removePhoto: 'Remove photo',
    keepPhoto: 'Keep the current photo',
    photoHint: 'JPEG, PNG, GIF or WebP, up to 8 MB.',
    photoNotImage: '{file} is not a JPEG, PNG, GIF or WebP image.',
    photoTooBig: '{file} is {size} MB; the limit is 8 MB.',
    photoRemoved: 'The photo will be removed when you save.',
    name: 'Name',
    surname: 'Surname',
    phone: 'Phone',
    birthDate: 'Date of birth',
    nationality: 'Nationality',
    gender: 'Gender',
    language: 'Preferred language',
    languageHint: 'The one our emails and messages use.',
    idType: 'ID document type',
    idNumber: 'ID document number',
    notSaid: 'Not stated',
    listFailed: 'The list could not be loaded.',
    es: 'Spanish',
    en: 'English',
    tellName: 'Tell us your name.',
    nothingChanged: 'Nothing has changed, so there is nothing to save.',
    couldNotSave: 'Could not save your details',
    save: 'Save details',
  },
});

const TEXT_FIELDS = ['name', 'surname', 'phone', 'birthDate', 'nationality', 'idNumber'] as const;
const CHOICE_FIELDS = ['gender', 'idType', 'language'] as const;
type DetailKey = (typeof TEXT_FIELDS)[number] | (typeof CHOICE_FIELDS)[number];
type Details = Record<DetailKey, string>;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

interface StoredPhoto {
  url?: string;
  variants?: Record<string, string>;
}

/** What the form holds for a stored value: text, or the id of a referenced record. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && typeof (value as ApiRecord)._id === 'string') return (value as ApiRecord)._id;
  return '';
}

export function detailsOf(user: SessionUser): Details {
  const details = Object.fromEntries([...TEXT_FIELDS, ...CHOICE_FIELDS].map((key) => [key, asText(user[key])])) as Details;
  details.birthDate = details.birthDate.slice(0, 10);
  if (!details.language) details.language = 'es';
  return details;
}

/** The fields that differ from the record, as the API stores them: trimmed text, null for empty. */
export function changedDetails(before: Details, now: Details): Partial<Record<DetailKey, string | null>> {
  const changes: Partial<Record<DetailKey, string | null>> = {};
  for (const key of Object.keys(now) as DetailKey[]) {
    const value = now[key].trim();
    if (value !== before[key].trim()) changes[key] = value === '' ? null : value;
  }
  return changes;
}

interface Choice {
  id: string;
  name: unknown;
}

async function loadChoices(collection: 'genders' | 'ids', signal: AbortSignal): Promise<Choice[]> {
  // Two lists at once, so not collectionApi().load, which cancels a collection's previous load.
  const body = await request<Record<string, { docs: ApiRecord[] }>>(apiUrl(`/api/${collection}/`, { limit: 100 }), { signal });
  return (body[collection]?.docs ?? []).map((record) => ({ id: record._id, name: record.name }));
}

function SelectField({
  form,
  name,
  label,
  value,
  onValue,
  hint,
  disabled,
  children,
}: {
  form: ServerForm;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  const error = form.errorAt(name);
  return (
    <div>
      <label htmlFor={fieldControlId(form.idPrefix, name)} className="label">
        {label}
      </label>
      <select
        id={fieldControlId(form.idPrefix, name)}
        name={name}
        className="input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(form.idPrefix, name, !!hint, !!error)}
        onChange={(event) => onValue(event.target.value)}
      >
        {children}
      </select>
      {hint && (
        <div id={fieldHelpId(form.idPrefix, name)} className="mt-1 text-xs text-stone-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={fieldErrorId(form.idPrefix, name)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A picked file's preview address, let go when the file changes or the form closes. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}

/** The photo: null keeps the stored one, a File replaces it, 'remove' takes it away. */
type PhotoChange = File | 'remove' | null;

function PhotoField({ form, stored, change, onChange, letter }: { form: ServerForm; stored: StoredPhoto | null; change: PhotoChange; onChange: (change: PhotoChange) => void; letter: string }) {
  const t = useT(messages);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(change instanceof File ? change : null);
  const storedUrl = stored ? (stored.variants?.sm ?? stored.url) : undefined;
  const shown = change === 'remove' ? undefined : (preview ?? storedUrl);
  const error = form.errorAt('avatar');

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return form.fail(t('photoNotImage', { file: file.name }), 'avatar');
    if (file.size > PHOTO_MAX_BYTES) return form.fail(t('photoTooBig', { file: file.name, size: (file.size / 1024 / 1024).toFixed(1) }), 'avatar');
    if (form.error?.field === 'avatar') form.clear();
    onChange(file);
  };

  return (
    <fieldset aria-describedby={describedBy(form.idPrefix, 'avatar', true, !!error)}>
      <legend className="label">{t('photo')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <span className="inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-100 text-xl font-semibold text-accent-800">
          {shown ? <img src={shown} alt="" width={64} height={64} className="size-full object-cover" /> : <span aria-hidden="true">{letter}</span>}
          {!shown && <span className="sr-only">{t('noPhoto')}</span>}
        </span>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {/* The button stands for the hidden file input, and takes focus when the photo is refused. */}
          <button type="button" id={fieldControlId(form.idPrefix, 'avatar')} className="btn" onClick={() => input.current?.click()}>
            {shown ? t('changePhoto') : t('choosePhoto')}
          </button>
          {change !== null ? (
            <button type="button" className="btn-ghost" onClick={() => onChange(null)}>
              {t('keepPhoto')}
            </button>
          ) : (
            stored && (
              <button type="button" className="btn-ghost" onClick={() => onChange('remove')}>
                {t('removePhoto')}
              </button>
            )
          )}
        </div>
      </div>
      <p id={fieldHelpId(form.idPrefix, 'avatar')} className="mt-2 text-xs text-stone-600">
        {change === 'remove' ? t('photoRemoved') : t('photoHint')}
      </p>
      {error && (
        <p id={fieldErrorId(form.idPrefix, 'avatar')} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function DetailsForm({ user, onSaved }: { user: SessionUser; onSaved: (saved: ApiRecord) => void }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const tf = useT(formMessages);
  const f = useFormat();
  const form = useServerForm();
  const [initial, setInitial] = useState(() => detailsOf(user));
  const [details, setDetails] = useState(initial);
  const [photo, setPhoto] = useState<PhotoChange>(null);
  const [unchanged, setUnchanged] = useState(false);
  const choices = useRemote(async (signal) => {
    const [genders, ids] = await Promise.all([loadChoices('genders', signal), loadChoices('ids', signal)]);
    return { genders, ids };
  }, 'profile-choices');

  const set = (key: DetailKey) => (value: string) => {
    setUnchanged(false);
    setDetails((now) => ({ ...now, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnchanged(false);
    if (!details.name.trim()) return form.fail(t('tellName'), 'name');
    const changes: Record<string, unknown> = changedDetails(initial, details);
    if (photo) changes.avatar = photo === 'remove' ? null : photo;
    if (Object.keys(changes).length === 0) {
      form.clear();
      setUnchanged(true);
      return;
    }
    const saved = await form.submit(() => collectionApi('users').edit(user._id, changes));
    if (!saved) return;
    // The saved record is the new starting point: a second save sends only what changes next.
    const now = detailsOf(saved as SessionUser);
    setInitial(now);
    setDetails(now);
    setPhoto(null);
    onSaved(saved);
  };

  const referenceField = (name: 'gender' | 'idType', list: 'genders' | 'ids') => (
    <SelectField
      form={form}
      name={name}
      label={t(name)}
      value={details[name]}
      onValue={set(name)}
      disabled={choices.status === 'loading'}
      hint={
        choices.status === 'error' && (
          <>
            {t('listFailed')}{' '}
            <button type="button" className="font-medium text-accent-700 underline underline-offset-2" onClick={choices.retry}>
              {tc('tryAgain')}
            </button>
          </>
        )
      }
    >
      <option value="">{choices.status === 'loading' ? tc('loading') : t('notSaid')}</option>
      {choices.data?.[list].map((choice) => (
        <option key={choice.id} value={choice.id}>
          {f.text(choice.name)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormBanner form={form} title={t('couldNotSave')} />
      {unchanged && (
        <p role="status" className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">
          {t('nothingChanged')}
        </p>
      )}
      <PhotoField
        form={form}
        stored={(user.avatar as StoredPhoto | null | undefined) ?? null}
        change={photo}
        onChange={(change) => {
          setUnchanged(false);
          setPhoto(change);
        }}
        letter={(details.name.trim().charAt(0) || user.email.charAt(0)).toUpperCase()}
      />
      <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
        <TextField form={form} name="name" label={t('name')} autoComplete="given-name" required maxLength={100} value={details.name} onValue={set('name')} />
        <TextField form={form} name="surname" label={t('surname')} autoComplete="family-name" maxLength={100} value={details.surname} onValue={set('surname')} />
        <TextField form={form} name="phone" label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} value={details.phone} onValue={set('phone')} />
        <TextField form={form} name="birthDate" label={t('birthDate')} type="date" autoComplete="bday" value={details.birthDate} onValue={set('birthDate')} />
        <TextField form={form} name="nationality" label={t('nationality')} maxLength={60} value={details.nationality} onValue={set('nationality')} />
        {referenceField('gender', 'genders')}
        {referenceField('idType', 'ids')}
        <TextField form={form} name="idNumber" label={t('idNumber')} maxLength={40} autoComplete="off" value={details.idNumber} onValue={set('idNumber')} />
        <SelectField form={form} name="language" label={t('language')} hint={t('languageHint')} value={details.language} onValue={set('language')}>
          {LANGUAGES.map((code: Language) => (
            <option key={code} value={code}>
              {t(code)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="border-t border-stone-200 pt-5">
        <SubmitButton sending={form.sending} busyLabel={tf('saving')} wide={false}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
