import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { LazyMap } from '../../components/map/LazyMap.tsx';
import type { MapPin } from '../../components/map/map-props.ts';
import { boundsOf, isPlaceable } from '../../components/map/map-geometry.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { commonMessages } from '../../i18n/common.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { loadMappedProperties, type MappedProperty } from './map-test-data.ts';

// Every published property on one map, each pin leading to its page. The same properties are
// listed under the map, so keyboard and screen-reader users have them without the map.

const messages = defineMessages({
  es: {
    title: 'Nuestros pisos en el mapa',
    lead: 'Todos los pisos publicados, con el precio de su habitación más económica.',
    metaDescription: 'Mapa con todos los pisos de Habita y el precio de sus habitaciones al mes.',
    mapLabel: 'Mapa de los pisos publicados',
    count: ({ count, shown }) => (Number(count) === 1 ? '1 piso' : `${shown} pisos`),
    listHeading: 'Todos los pisos',
    from: 'desde {price}',
    full: 'Completo',
    noRooms: 'Sin habitaciones libres ahora',
    pinTitle: '{property}, {detail}',
    noPlace: 'sin ubicación en el mapa',
    empty: 'Todavía no hay pisos publicados.',
    showOnMap: 'Mostrar en el mapa',
    everywhere: 'Todos',
    city: '{city} ({count})',
  },
  en: {
    title: 'Our flats on the map',
    lead: 'Every published flat, with the price of its cheapest room.',
    metaDescription: 'A map of every Habita flat and the monthly price of its rooms.',
    mapLabel: 'Map of the published flats',
    count: ({ count, shown }) => (Number(count) === 1 ? '1 flat' : `${shown} flats`),
    listHeading: 'All flats',
    from: 'from {price}',
    full: 'Full',
    noRooms: 'No rooms free right now',
    pinTitle: '{property}, {detail}',
    noPlace: 'not on the map',
    empty: 'There are no flats published yet.',
    showOnMap: 'Show on the map',
    everywhere: 'All',
    city: '{city} ({count})',
  },
});

const MAP_HEIGHT = 'h-[26rem] sm:h-[34rem]';

export default function MapTestPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('metaDescription'));
  const properties = useRemote(loadMappedProperties, 'map-properties');
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <RemoteState remote={properties} placeholder={<div className={`${MAP_HEIGHT} animate-pulse rounded-xl bg-stone-100`} />}>
          {(data) => <PropertiesMap properties={data} />}
        </RemoteState>
      </div>
    </PublicLayout>
  );
}

/** A margin around a city's flats, so the outer pins do not sit on the map's edge. */
const CITY_MARGIN = 0.2;

function PropertiesMap({ properties }: { properties: MappedProperty[] }) {
  const t = useT(messages);
  const f = useFormat();
  const [city, setCity] = useState<string>();
  const byCity = useMemo(() => {
    const cities = new Map<string, MappedProperty[]>();
    const sorted = [...properties].sort((a, b) => a.city.localeCompare(b.city, f.language) || f.text(a.title).localeCompare(f.text(b.title), f.language));
    for (const property of sorted) cities.set(property.city, [...(cities.get(property.city) ?? []), property]);
    return [...cities.entries()];
  }, [properties, f]);
  const pins = useMemo<MapPin[]>(
    () =>
      properties
        .filter((property) => isPlaceable(property.latitude, property.longitude))
        .map((property) => {
          const price = property.lowestPrice === null ? null : f.price(property.lowestPrice);
          return {
            id: property._id,
            lat: property.latitude!,
            lng: property.longitude!,
            label: price ?? t('full'),
            title: t('pinTitle', { property: f.text(property.title), detail: price ? t('from', { price }) : t('noRooms') }),
            href: `/singleproperty/${property._id}`,
          };
        }),
    [properties, f, t],
  );
  const cityArea = useMemo(() => {
    if (!city) return undefined;
    const inCity = new Set(properties.filter((property) => property.city === city).map((property) => property._id));
    const area = boundsOf(pins.filter((pin) => inCity.has(pin.id)));
    if (!area) return undefined;
    const latMargin = (area.north - area.south) * CITY_MARGIN;
    const lngMargin = (area.east - area.west) * CITY_MARGIN;
    return { south: area.south - latMargin, north: area.north + latMargin, west: area.west - lngMargin, east: area.east + lngMargin };
  }, [city, pins, properties]);

  if (properties.length === 0) return <p className="text-stone-700">{t('empty')}</p>;
  return (
    <>
      {byCity.length > 1 && (
        <div role="group" aria-label={t('showOnMap')} className="mb-3 flex flex-wrap gap-2">
          {[undefined, ...byCity.map(([name]) => name)].map((name) => (
            <button
              key={name ?? ''}
              type="button"
              aria-pressed={city === name}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium ${city === name ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
              onClick={() => setCity(name)}
            >
              {name ? t('city', { city: name, count: byCity.find(([other]) => other === name)![1].length }) : t('everywhere')}
            </button>
          ))}
        </div>
      )}
      <LazyMap pins={pins} ariaLabel={t('mapLabel')} className={MAP_HEIGHT} fit={cityArea ? 'none' : 'pins'} bounds={cityArea} />
      <section aria-labelledby="map-list-heading" className="mt-10">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="map-list-heading" className="text-xl font-semibold text-stone-900">
            {t('listHeading')}
          </h2>
          <p className="text-stone-700">{t('count', { count: properties.length, shown: f.number(properties.length) })}</p>
        </div>
        {byCity.map(([name, list]) => (
          <div key={name} className="mt-6">
            <h3 className="text-base font-semibold text-stone-900">{name}</h3>
            <ul className="mt-2 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((property) => (
                <PropertyItem key={property._id} property={property} />
              ))}
            </ul>
          </div>
        ))}
      </section>
    </>
  );
}

function PropertyItem({ property }: { property: MappedProperty }) {
  const t = useT(messages);
  const common = useT(commonMessages);
  const f = useFormat();
  return (
    <li className="border-b border-stone-200 py-3">
      <Link to={`/singleproperty/${property._id}`} className="font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
        {f.text(property.title)}
      </Link>
      <p className="text-sm text-stone-600">
        {property.address}
        {!isPlaceable(property.latitude, property.longitude) && <> · {t('noPlace')}</>}
      </p>
      <p className="text-sm font-medium text-stone-800">
        {property.lowestPrice === null ? (
          <span className="font-normal text-stone-600">{t('noRooms')}</span>
        ) : (
          <>
            {t('from', { price: f.price(property.lowestPrice) })}
            <span className="font-normal text-stone-600">{common('perMonth')}</span>
          </>
        )}
      </p>
    </li>
  );
}
