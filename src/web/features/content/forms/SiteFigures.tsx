import { listRecords, onlyFields } from '../../../api/public.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { citiesOf, NEIGHBOURHOOD_FIELDS, type Neighbourhood } from '../../../api/public-records.ts';

// Habita in numbers, counted from the data at the moment the page opens (never written by
// hand): published homes, their rooms, and the cities of the neighbourhoods we work in.

const messages = defineMessages({
  es: {
    label: 'Habita en cifras',
    homes: ({ count }) => (count === 1 ? 'vivienda publicada' : 'viviendas publicadas'),
    rooms: ({ count }) => (count === 1 ? 'habitación publicada' : 'habitaciones publicadas'),
    cities: ({ count }) => (count === 1 ? 'ciudad' : 'ciudades'),
  },
  en: {
    label: 'Habita in figures',
    homes: ({ count }) => (count === 1 ? 'published home' : 'published homes'),
    rooms: ({ count }) => (count === 1 ? 'published room' : 'published rooms'),
    cities: ({ count }) => (count === 1 ? 'city' : 'cities'),
  },
});

export interface Figure {
  count: number;
  /** False when the server estimated a large total: shown as "at least". */
  exact: boolean;
}

export interface Figures {
  homes: Figure;
  rooms: Figure;
  cities: Figure;
}

interface Counted {
  totalDocs: number;
  totalDocsExact?: boolean;
}

const figure = (page: Counted): Figure => ({ count: page.totalDocs, exact: page.totalDocsExact !== false });

export async function loadFigures(signal: AbortSignal): Promise<Figures> {
  const [homes, rooms, neighbourhoods] = await Promise.all([
    // Only the totals count: one short field of one record each.
    listRecords('properties', { limit: 1, published: true, ...onlyFields(['published']) }, signal),
    listRecords('rooms', { limit: 1, published: true, ...onlyFields(['published']) }, signal),
    listRecords<Neighbourhood>('neighborhoodsname', { limit: 100, ...onlyFields(NEIGHBOURHOOD_FIELDS) }, signal),
  ]);
  const cities = citiesOf(neighbourhoods.docs);
  // More neighbourhoods than one page holds: the cities counted are a floor.
  return { homes: figure(homes), rooms: figure(rooms), cities: { count: cities.length, exact: !neighbourhoods.hasNextPage } };
}

const KEYS = ['homes', 'rooms', 'cities'] as const;

export function SiteFigures() {
  const t = useT(messages);
  const format = useFormat();
  const remote = useRemote(loadFigures, 'site-figures');
  // Figures nobody could read, or all zero, say nothing worth showing.
  if (remote.status === 'error') return null;
  if (remote.status === 'ready' && KEYS.every((key) => remote.data[key].count === 0)) return null;
  return (
    <div role="group" aria-label={t('label')} aria-busy={remote.status === 'loading' || undefined}>
    <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-3 sm:gap-4">
      {KEYS.map((key) => {
        const value = remote.status === 'ready' ? remote.data[key] : undefined;
        return (
          <div key={key} className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white/80 px-3 py-4 sm:px-5">
            <dt className="text-sm text-stone-700">{t(key, { count: value?.count ?? 0 })}</dt>
            <dd className="order-first text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
              {value ? `${format.number(value.count)}${value.exact ? '' : '+'}` : <span className="inline-block h-8 w-12 animate-pulse rounded bg-stone-200 align-middle sm:h-9" />}
            </dd>
          </div>
        );
      })}
    </dl>
    </div>
  );
}
