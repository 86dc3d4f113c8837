import type { Stay } from '../../api/booking.ts';
import { imageSource } from '../../api/public.ts';
import type { Remote } from '../../api/use-remote.ts';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { useInBrowser } from '../../components/rendering/use-in-browser.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { messages } from './incident-messages.ts';
import type { Incident, IncidentStatus } from './incidents.ts';

// The incidents the tenant reported for the stay's room, with their status and photos.

const STATUS_TONE: Record<IncidentStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-stone-200 text-stone-800',
};

export function IncidentList({ stay, list }: { stay: Stay; list: Remote<Incident[]> & { retry: () => void } }) {
  const t = useT(messages);
  const f = useFormat();
  const typeName = (typeId: string) => f.text(stay.incidentTypes.find((candidate) => candidate._id === typeId)?.name) || '—';
  // The day on the visitor's calendar, which only the browser knows; the server writes the UTC day.
  const inBrowser = useInBrowser();
  const reportedOn = (instant: string) => (inBrowser ? f.instantDay(instant) : f.day(instant));
  return (
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
                <p className="text-xs text-stone-500">{t('reported', { date: reportedOn(incident.createdAt) })}</p>
              </li>
            ))}
          </ul>
        )
      }
    </RemoteState>
  </div>
  );
}
