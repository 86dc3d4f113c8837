import { useId, useState } from 'react';
import { Link } from 'react-router';
import { utcToday } from '../../../catalog/days.ts';
import { INCIDENT_REPORTING, reportingState, reportingWindow } from '../../../catalog/incident-reporting.ts';
import type { Stay } from '../../api/booking.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { messages } from './incident-messages.ts';
import { IncidentForm } from './IncidentForm.tsx';
import { IncidentList } from './IncidentList.tsx';
import { listIncidents } from './incidents.ts';

// Something broken or wrong at home: the tenant says what kind of problem, describes it, adds
// photos, and follows its status. What was typed stays after a refusal. The form shows only
// while the server takes reports for the stay (catalog/incident-reporting.ts, reckoned in UTC
// days as the server does); before and after, the tenant is told when it opens or closed, and
// still follows the incidents already reported.

export function IncidentsSection({ stay }: { stay: Stay }) {
  const t = useT(messages);
  const f = useFormat();
  const id = useId();
  const roomId = stay.room._id;
  const reporting = reportingWindow(stay.reservation);
  const state = reportingState(reporting, utcToday());
  const [version, setVersion] = useState(0);
  const list = useRemote((signal) => listIncidents(roomId, signal), `${roomId}:${version}`);

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
      {state === 'open' && <IncidentForm stay={stay} id={id} onReported={() => setVersion((n) => n + 1)} />}

      <IncidentList stay={stay} list={list} />
    </section>
  );
}
