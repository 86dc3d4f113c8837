import { useRef, useState, type FormEvent } from 'react';
import type { Stay } from '../../api/booking.ts';
import { ApiError } from '../../api/http.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { formatFileSize } from '../../components/form/file-size.ts';
import { messages } from './incident-messages.ts';
import { PHOTOS_FIELD, reportIncident } from './incidents.ts';

// The report of a new incident: its kind, a description and photos. What was typed stays after
// a refusal, and the server's complaint shows at its field.

type Errors = Partial<Record<'type' | 'description' | 'photos' | 'form', string>>;

const maxFiles = PHOTOS_FIELD.maxFiles ?? 10;
const maxBytes = PHOTOS_FIELD.maxBytes;

interface IncidentFormProps {
  stay: Stay;
  /** Prefix of the form's element ids. */
  id: string;
  /** Called once a report is accepted, so the list shows it. */
  onReported: () => void;
}

export function IncidentForm({ stay, id, onReported }: IncidentFormProps) {
  const t = useT(messages);
  const f = useFormat();
  const roomId = stay.room._id;
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const photoProblem = usePhotoProblem();

  const focusFirstProblem = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const found: Errors = {
      type: type ? undefined : t('required'),
      description: description.trim() ? undefined : t('required'),
      photos: photoProblem(photos),
    };
    setSent(false);
    if (found.type || found.description || found.photos) {
      setErrors(found);
      focusFirstProblem();
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      await reportIncident({ room: roomId, type, description: description.trim(), photos }, setProgress);
      setType('');
      setDescription('');
      setPhotos([]);
      setSent(true);
      onReported();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError ? error.field?.replace(/\[\d+\]$/, '') : null;
      if (field === 'type' || field === 'description' || field === 'photos') setErrors({ [field]: message });
      else setErrors({ form: message });
      focusFirstProblem();
    } finally {
      setProgress(null);
    }
  };

  const described = (key: keyof Errors, hint?: string) => [hint, errors[key] && `${id}-${key}-error`].filter(Boolean).join(' ') || undefined;
  const problem = (key: keyof Errors) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    );

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4 rounded-xl bg-stone-50 p-4">
      {errors.form && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{t('failed')}</p>
          <p className="mt-1 break-words">{errors.form}</p>
        </div>
      )}
      {sent && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          {t('sent')}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-type`} className="label">
          {t('type')}
        </label>
        <select
          id={`${id}-type`}
          className="input py-2.5 text-base sm:text-sm"
          value={type}
          onChange={(event) => {
            setType(event.target.value);
            setErrors((current) => ({ ...current, type: undefined }));
          }}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={described('type')}
        >
          <option value="">{t('choose')}</option>
          {stay.incidentTypes.map((option) => (
            <option key={option._id} value={option._id}>
              {f.text(option.name)}
            </option>
          ))}
        </select>
        {problem('type')}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="label">
          {t('description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={5000}
          className="input py-2.5 text-base sm:text-sm"
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description', `${id}-description-hint`)}
        />
        <p id={`${id}-description-hint`} className="mt-1 text-xs text-stone-600">
          {t('descriptionHint')}
        </p>
        {problem('description')}
      </div>
      <PhotosField
        id={id}
        photos={photos}
        error={errors.photos}
        describedBy={described('photos', `${id}-photos-hint`)}
        onChange={(chosen) => {
          setPhotos(chosen);
          setErrors((current) => ({ ...current, photos: photoProblem(chosen) }));
        }}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={progress !== null}>
        {progress === null ? t('send') : t('sending', { percent: Math.round(progress * 100) })}
      </button>
    </form>
  );
}

/** A problem with the chosen photos (too many, too big, not images), in the reader's words. */
function usePhotoProblem() {
  const t = useT(messages);
  const f = useFormat();
  return (files: File[]): string | undefined => {
    if (files.length > maxFiles) return t('tooMany', { max: maxFiles });
    for (const file of files) {
      if (!file.type.startsWith('image/')) return t('notImage', { name: file.name });
      if (maxBytes && file.size > maxBytes) return t('tooBig', { name: file.name, size: formatFileSize(file.size, f.language), max: formatFileSize(maxBytes, f.language) });
    }
    return undefined;
  };
}

interface PhotosFieldProps {
  /** Prefix of the form's element ids. */
  id: string;
  photos: File[];
  error: string | undefined;
  describedBy: string | undefined;
  onChange: (photos: File[]) => void;
}

/** The photos chosen so far, each with a Remove button, and the button that adds more. */
function PhotosField({ id, photos, error, describedBy, onChange }: PhotosFieldProps) {
  const t = useT(messages);
  const f = useFormat();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={`${id}-photos`} className="label">
        {t('photos')}
      </label>
      <div className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-3 ${error ? 'border-red-700 bg-red-50/40' : 'border-stone-300 bg-white'}`}>
        {/* The real input stays in the page, focusable and named by the label; what shows is the span. */}
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          onChange={(event) => {
            const chosen = [...photos, ...(event.target.files ?? [])];
            event.target.value = '';
            onChange(chosen);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {/* For the pointer only: keyboards and screen readers use the input itself. */}
        <span
          aria-hidden="true"
          onClick={() => fileInput.current?.click()}
          className="btn cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700"
        >
          {t('addPhotos')}
        </span>
        <span className="text-sm text-stone-600">{t('chosen', { count: photos.length })}</span>
      </div>
      <p id={`${id}-photos-hint`} className="mt-1 text-xs text-stone-600">
        {t('photosHint', { max: maxFiles, size: formatFileSize(maxBytes ?? 0, f.language) })}
      </p>
      {error && (
        <p id={`${id}-photos-error`} className="field-error">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-all text-stone-800">
                {photo.name} <span className="text-stone-500">· {formatFileSize(photo.size, f.language)}</span>
              </span>
              <button
                type="button"
                className="shrink-0 font-semibold text-red-700 underline underline-offset-2"
                aria-label={t('removeNamed', { name: photo.name })}
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
