import type { PropertyPage } from '../../api/public.ts';
import { LazyMap } from '../../components/map/LazyMap.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Paragraphs } from './Paragraphs.tsx';

// Where the home is: the map with its one pin, the address, and a word on the neighbourhood.

const messages = defineMessages({
  es: {
    title: 'Dónde está',
    map: 'Mapa: {title}, {address}',
    from: 'desde {price}',
    neighbourhood: 'El barrio: {name}',
  },
  en: {
    title: 'Where it is',
    map: 'Map: {title}, {address}',
    from: 'from {price}',
    neighbourhood: 'The neighbourhood: {name}',
  },
});

export function PropertyLocation({ page }: { page: PropertyPage }) {
  const t = useT(messages);
  const f = useFormat();
  const { property } = page;
  const title = f.text(property.title);
  const address = [property.address, property.postalCode, property.city].filter(Boolean).join(', ');
  const cheapest = page.rooms.reduce<number | null>((low, room) => (low === null || room.monthlyPrice < low ? room.monthlyPrice : low), null);
  const hasPlace = property.latitude !== null && property.longitude !== null;
  const neighbourhoodText = f.text(property.neighborhood?.description);

  return (
    <section aria-labelledby="location-title" className="space-y-5">
      <h2 id="location-title" className="text-2xl font-semibold text-stone-900">
        {t('title')}
      </h2>
      <p className="text-stone-800">{address}</p>
      {hasPlace && (
        <LazyMap
          pins={[
            {
              id: property._id,
              lat: property.latitude!,
              lng: property.longitude!,
              label: cheapest === null ? title : t('from', { price: f.price(cheapest) }),
              title,
            },
          ]}
          center={[property.latitude!, property.longitude!]}
          zoom={15}
          ariaLabel={t('map', { title, address })}
          className="h-72 sm:h-96"
        />
      )}
      {property.neighborhood && neighbourhoodText && (
        <div>
          <h3 className="font-semibold text-stone-900">{t('neighbourhood', { name: property.neighborhood.name })}</h3>
          <Paragraphs text={neighbourhoodText} className="mt-2 text-stone-800" />
        </div>
      )}
    </section>
  );
}
