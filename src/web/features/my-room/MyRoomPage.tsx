import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getMyStays, type Stay } from '../../api/booking.ts';
import { isAbort } from '../../api/http.ts';
import { useServedAnswer } from '../../api/server-data.ts';
import { localToday, type Day } from '../../components/public/calendar-days.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { useBrowserValue } from '../../components/rendering/use-in-browser.ts';
import { commonMessages } from '../../i18n/common.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { groupStays } from './schedule.ts';
import { StayCard } from './StayCard.tsx';

// The tenant's own place: current and upcoming stays with everything about them (payments,
// house rules, phones, incidents, the review), and past stays folded away below. The server
// renders it for its signed-in viewer (app/server-rendered.ts) and the browser takes it over
// from the stays the server read.

const messages = defineMessages({
  es: {
    title: 'Mi habitación',
    lead: 'Tu habitación, tu estancia y tus pagos.',
    current: 'Ahora',
    upcoming: 'Próximas estancias',
    past: ({ count }) => (Number(count) === 1 ? 'Estancia anterior (1)' : `Estancias anteriores (${count})`),
    emptyTitle: 'Todavía no tienes ninguna estancia',
    empty: 'Cuando reserves una habitación, aquí verás tu estancia, tus pagos y todo lo que necesitas para vivir en ella.',
    search: 'Buscar habitación',
  },
  en: {
    title: 'My room',
    lead: 'Your room, your stay and your payments.',
    current: 'Now',
    upcoming: 'Upcoming stays',
    past: ({ count }) => (Number(count) === 1 ? 'Past stay (1)' : `Past stays (${count})`),
    emptyTitle: 'You have no stays yet',
    empty: 'Once you reserve a room, you will find your stay here, with your payments and everything you need to live there.',
    search: 'Find a room',
  },
});

/**
 * The stays as read: `at`, the moment (ms) their payments are measured against until the next
 * read; `today`, the reader's calendar day then. JSON, as the server writes it into the page.
 */
type Read = { status: 'ready'; stays: Stay[]; at: number; today: Day } | { status: 'error' };
type Load = { status: 'loading' } | Read;

const readOf = (stays: Stay[]): Read => ({ status: 'ready', stays, at: Date.now(), today: localToday() });

/** The stays, read again after a change (a payment started, a hold cancelled) without blanking the page. */
function useMyStays() {
  const { rendered, served } = useServedAnswer<Read>('my-stays', () => getMyStays().then(readOf, (): Read => ({ status: 'error' })));
  const [load, setLoad] = useState<Load>(() => rendered ?? { status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (served(version)) return;
    const controller = new AbortController();
    getMyStays(controller.signal).then(
      (stays) => setLoad(readOf(stays)),
      (error: unknown) => {
        if (!isAbort(error)) setLoad((current) => (current.status === 'ready' ? current : { status: 'error' }));
      },
    );
    return () => controller.abort();
    // `served` reads the first render's answer only: a new one each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setVersion((n) => n + 1);
  }, []);
  return { load, reload, retry };
}

function Skeleton() {
  return (
    <div aria-hidden="true" className="card overflow-hidden">
      <div className="grid md:grid-cols-[20rem_1fr]">
        <div className="aspect-[4/3] animate-pulse bg-stone-100" />
        <div className="space-y-3 p-5">
          <div className="h-5 w-24 animate-pulse rounded bg-stone-100" />
          <div className="h-7 w-2/3 animate-pulse rounded bg-stone-100" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-stone-100" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-stone-100" />
        </div>
      </div>
      <div className="h-48 border-t border-stone-200 p-5">
        <div className="h-full animate-pulse rounded-lg bg-stone-100" />
      </div>
    </div>
  );
}

export default function MyRoomPage() {
  const t = useT(messages);
  const common = useT(commonMessages);
  usePageMeta(t('title'), t('lead'));
  const { load, reload, retry } = useMyStays();
  // The visitor's own day; the server's may be another (time zones), so the page the browser takes
  // over keeps the day it was rendered on for that first render.
  const today = useBrowserValue(localToday, load.status === 'ready' ? load.today : localToday());
  const groups = load.status === 'ready' ? groupStays(load.stays, today) : null;
  // The first stay's photo is the page's largest paint: fetched at once, ahead of the scripts.
  const first = groups?.current[0] ?? groups?.upcoming[0];

  let body;
  if (load.status === 'loading') {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{common('loading')}</span>
        <Skeleton />
      </div>
    );
  } else if (load.status === 'error' || !groups) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p>{common('loadFailed')}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={retry}>
          {common('tryAgain')}
        </button>
      </div>
    );
  } else if (groups.current.length + groups.upcoming.length + groups.past.length === 0) {
    body = (
      <div className="card mx-auto max-w-xl space-y-3 p-8 text-center">
        <h2 className="text-xl font-semibold text-stone-900">{t('emptyTitle')}</h2>
        <p className="text-stone-700">{t('empty')}</p>
        <Link to="/searchproperties" className="btn-primary">
          {t('search')}
        </Link>
      </div>
    );
  } else {
    const section = (title: string, stays: Stay[]) =>
      stays.length > 0 && (
        <section aria-label={title} className="space-y-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h2>
          {stays.map((stay) => (
            <StayCard key={stay.reservation._id} stay={stay} today={today} now={new Date(load.at)} first={stay === first} onChanged={reload} />
          ))}
        </section>
      );
    body = (
      <>
        {section(t('current'), groups.current)}
        {section(t('upcoming'), groups.upcoming)}
        {groups.current.length + groups.upcoming.length === 0 && (
          <div className="card space-y-3 p-6">
            <p className="text-stone-700">{t('empty')}</p>
            <Link to="/searchproperties" className="btn-primary">
              {t('search')}
            </Link>
          </div>
        )}
        {groups.past.length > 0 && (
          <details className="group rounded-xl border border-stone-200 bg-white">
            <summary className="cursor-pointer list-none px-5 py-4 font-semibold text-stone-900 marker:hidden">
              <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
                ›
              </span>
              {t('past', { count: groups.past.length })}
            </summary>
            <div className="space-y-4 border-t border-stone-200 p-4">
              {groups.past.map((stay) => (
                <StayCard key={stay.reservation._id} stay={stay} today={today} now={new Date(load.at)} past onChanged={reload} />
              ))}
            </div>
          </details>
        )}
      </>
    );
  }

  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">{body}</div>
    </PublicLayout>
  );
}
