import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { utcToday } from '../../../../catalog/days.ts';
import { INCIDENT_REPORTING, reportingState, reportingWindow } from '../../../../catalog/incident-reporting.ts';
import type { Stay } from '../../../api/booking.ts';
import { ApiError } from '../../../api/http.ts';
import { imageSource } from '../../../api/public.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { RemoteState } from '../../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { formatFileSize } from '../../public/forms/file-size.ts';
import { listIncidents, PHOTOS_FIELD, reportIncident, type IncidentStatus } from './incidents.ts';

// Something broken or wrong at home: the tenant says what kind of problem, describes it, adds
// photos, and follows its status. What was typed stays after a refusal. The form shows only
// while the server takes reports for the stay (catalog/incident-reporting.ts, reckoned in UTC
// days as the server does); before and after, the tenant is told when it opens or closed, and
// still follows the incidents already reported.

const messages = defineMessages({
  es: {
    title: 'Incidencias',
    lead: '¿Algo no funciona? Cuéntanoslo y lo arreglamos.',
    type: 'Tipo de incidencia',
    choose: 'Elige un tipo',
    description: 'Descripción',
    descriptionHint: 'Qué pasa, dónde y desde cuándo.',
    photos: 'Fotos (opcional)',
    photosHint: 'Hasta {max} imágenes de {size} como máximo cada una.',
    addPhotos: 'Añadir fotos',
    chosen: ({ count }) => (Number(count) === 0 ? 'Ninguna foto elegida' : Number(count) === 1 ? '1 foto elegida' : `${count} fotos elegidas`),
    remove: 'Quitar',
    removeNamed: 'Quitar {name}',
    tooMany: 'Como máximo {max} fotos.',
    tooBig: '{name} ocupa {size}; el máximo es {max}.',
    notImage: '{name} no es una imagen.',
    required: 'Este campo es obligatorio.',
    send: 'Enviar incidencia',
    sending: 'Enviando… {percent} %',
    sent: 'Incidencia enviada. Te avisaremos de cómo avanza.',
    failed: 'No se pudo enviar la incidencia',
    yours: 'Tus incidencias',
    none: 'No has enviado ninguna incidencia para esta habitación.',
    reported: 'Enviada el {date}',
    status_open: 'Abierta',
    status_in_progress: 'En curso',
    status_resolved: 'Resuelta',
    status_closed: 'Cerrada',
    photo: 'Foto {n} de la incidencia',
    notYet: ({ date, days }) =>
      `Podrás comunicar incidencias de esta habitación desde el ${date}, ${Number(days) === 1 ? 'el día antes de entrar' : `${days} días antes de entrar`}.`,
    closed: ({ date, days }) => `El plazo para comunicar incidencias de esta estancia terminó el ${date}, ${days} días después de tu salida.`,
    closedHelp: '¿Necesitas algo más? Escríbenos',
  },
  en: {
    title: 'Incidents',
    lead: 'Something not working? Tell us and we will fix it.',
    type: 'Kind of problem',
    choose: 'Choose a kind',
    description: 'Description',
    descriptionHint: 'What is wrong, where, and since when.',
    photos: 'Photos (optional)',
    photosHint: 'Up to {max} images of at most {size} each.',
    addPhotos: 'Add photos',
    chosen: ({ count }) => (Number(count) === 0 ? 'No photos chosen' : Number(count) === 1 ? '1 photo chosen' : `${count} photos chosen`),
    remove: 'Remove',
    removeNamed: 'Remove {name}',
    tooMany: 'At most {max} photos.',
    tooBig: '{name} is {size}; the limit is {max}.',
    notImage: '{name} is not an image.',
    required: 'This field is required.',
    send: 'Send incident',
    sending: 'Sending… {percent}%',
    sent: 'Incident sent. We will keep you posted on how it goes.',
    failed: 'The incident could not be sent',
    yours: 'Your incidents',
    none: 'You have not reported any incident for this room.',
    reported: 'Reported on {date}',
    status_open: 'Open',
    status_in_progress: 'In progress',
    status_resolved: 'Resolved',
    status_closed: 'Closed',
    photo: 'Photo {n} of the incident',
    notYet: ({ date, days }) =>
      `You can report incidents in this room from ${date}, ${Number(days) === 1 ? 'the day before you move in' : `${days} days before you move in`}.`,
    closed: ({ date, days }) => `Reporting incidents for this stay closed on ${date}, ${days} days after you moved out.`,
    closedHelp: 'Need anything else? Write to us',
  },
});

const STATUS_TONE: Record<IncidentStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-stone-200 text-stone-800',
};

type Errors = Partial<Record<'type' | 'description' | 'photos' | 'form', string>>;

export function IncidentsSection({ stay }: { stay: Stay }) {
  const t = useT(messages);
  const f = useFormat();
  const id = useId();
  const roomId = stay.room._id;
  const reporting = reportingWindow(stay.reservation);
  const state = reportingState(reporting, utcToday());
  const [version, setVersion] = useState(0);
  const list = useRemote((signal) => listIncidents(roomId, signal), `${roomId}:${version}`);
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const maxFiles = PHOTOS_FIELD.maxFiles ?? 10;
  const maxBytes = PHOTOS_FIELD.maxBytes;

  const photoProblem = (files: File[]): string | undefined => {
    if (files.length > maxFiles) return t('tooMany', { max: maxFiles });
    for (const file of files) {
      if (!file.type.startsWith('image/')) return t('notImage', { name: file.name });
      if (maxBytes && file.size > maxBytes) return t('tooBig', { name: file.name, size: formatFileSize(file.size, f.language), max: formatFileSize(maxBytes, f.language) });
    }
    return undefined;
  };

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
      setVersion((n) => n + 1);
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

  const typeName = (typeId: string) => f.text(stay.incidentTypes.find((candidate) => candidate._id === typeId)?.name) || '—';
  const described = (key: keyof Errors, hint?: string) => [hint, errors[key] && `${id}-${key}-error`].filter(Boolean).join(' ') || undefined;
  const problem = (key: keyof Errors) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h3>
        {state === 'open' && <p className="text-sm text-stone-600">{t('lead')}</p>}
      </div>

      {state === 'not-yet' && (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          {t('notYet', { date: f.day(reporting.opens, 'long'), days: INCIDENT_REPORTING.daysBeforeMoveIn })}
        </p>
      )}
      {state === 'closed' && (
        <div role="note" className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <p>{t('closed', { date: f.day(reporting.closes, 'long'), days: INCIDENT_REPORTING.daysAfterMoveOut })}</p>
          <Link to="/help" className="mt-1 inline-block font-medium text-accent-700 underline underline-offset-2">
            {t('closedHelp')}
          </Link>
        </div>
      )}
      {state === 'open' && (
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
          <div>
            <label htmlFor={`${id}-photos`} className="label">
              {t('photos')}
            </label>
            <div className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-3 ${errors.photos ? 'border-red-700 bg-red-50/40' : 'border-stone-300 bg-white'}`}>
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
                  setPhotos(chosen);
                  setErrors((current) => ({ ...current, photos: photoProblem(chosen) }));
                }}
                aria-invalid={errors.photos ? true : undefined}
                aria-describedby={described('photos', `${id}-photos-hint`)}
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
            {problem('photos')}
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
                      onClick={() => {
                        const rest = photos.filter((_, at) => at !== index);
                        setPhotos(rest);
                        setErrors((current) => ({ ...current, photos: photoProblem(rest) }));
                      }}
                    >
                      {t('remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={progress !== null}>
            {progress === null ? t('send') : t('sending', { percent: Math.round(progress * 100) })}
          </button>
        </form>
      )}

      <div>
        <h4 className="font-semibold text-stone-900">{t('yours')}</h4>
        <RemoteState remote={list} placeholder={<div className="mt-2 h-20 animate-pulse rounded-lg bg-stone-100" />}>
          {(incidents) =>
            incidents.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">{t('none')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
                {incidents.map((incident) => (
                  <li key={incident._id} className="space-y-1.5 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-stone-900">{typeName(incident.type)}</span>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[incident.status] ?? STATUS_TONE.open}`}>
                        {t(`status_${incident.status}`)}
                      </span>
                    </div>
                    <p className="whitespace-pre-line break-words text-stone-700">{incident.description}</p>
                    {incident.photos && incident.photos.length > 0 && (
                      <ul className="flex flex-wrap gap-2">
                        {incident.photos.map((photo, index) => (
                          <li key={photo.key ?? photo.url}>
                            <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                              <img
                                src={imageSource(photo)}
                                alt={t('photo', { n: index + 1 })}
                                width={64}
                                height={64}
                                loading="lazy"
                                className="size-16 rounded-md object-cover"
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                    <p className="text-xs text-stone-500">{t('reported', { date: f.instantDay(incident.createdAt) })}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </RemoteState>
      </div>
    </section>
  );
}
