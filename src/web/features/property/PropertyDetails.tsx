import type { PropertyPage } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { AmenityList } from './AmenityList.tsx';
import { Paragraphs } from './Paragraphs.tsx';

// The home itself: what it is like, its facts, what the building and the flat share, and the
// rules everyone living there keeps.

const messages = defineMessages({
  es: {
    about: 'Sobre la casa',
    facts: 'Datos de la casa',
    size: 'Superficie',
    sizeValue: '{size} m²',
    floor: 'Planta',
    groundFloor: 'Planta baja',
    floorValue: ({ floor }) => `${floor}.ª planta`,
    basement: 'Sótano {floor}',
    lift: 'Ascensor',
    withLift: 'Sí',
    withoutLift: 'No',
    rooms: 'Habitaciones',
    amenities: 'Qué hay en la casa',
    building: 'En el edificio',
    flat: 'En el piso',
    rules: 'Normas de la casa',
  },
  en: {
    about: 'About the home',
    facts: 'About the home in figures',
    size: 'Size',
    sizeValue: '{size} m²',
    floor: 'Floor',
    groundFloor: 'Ground floor',
    floorValue: ({ floor }) => `${ordinal(Number(floor))} floor`,
    basement: 'Basement {floor}',
    lift: 'Lift',
    withLift: 'Yes',
    withoutLift: 'No',
    rooms: 'Rooms',
    amenities: 'What the home has',
    building: 'In the building',
    flat: 'In the flat',
    rules: 'House rules',
  },
});

function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`;
}

export function AboutHome({ page }: { page: PropertyPage }) {
  const t = useT(messages);
  const f = useFormat();
  const { property } = page;
  const facts: { term: string; value: string }[] = [];
  if (property.sizeM2) facts.push({ term: t('size'), value: t('sizeValue', { size: f.number(property.sizeM2) }) });
  if (property.floor !== null && property.floor !== undefined) {
    const floor = property.floor === 0 ? t('groundFloor') : property.floor < 0 ? t('basement', { floor: -property.floor }) : t('floorValue', { floor: property.floor });
    facts.push({ term: t('floor'), value: floor });
  }
  if (property.lift !== null && property.lift !== undefined) facts.push({ term: t('lift'), value: property.lift ? t('withLift') : t('withoutLift') });
  facts.push({ term: t('rooms'), value: f.number(page.rooms.length) });

  return (
    <section aria-labelledby="about-home" className="space-y-5">
      <h2 id="about-home" className="text-2xl font-semibold text-stone-900">
        {t('about')}
      </h2>
      <dl aria-label={t('facts')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-xl border border-stone-200 px-4 py-3">
            <dt className="text-sm text-stone-600">{fact.term}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Paragraphs text={f.text(property.description)} className="text-lg text-stone-800" />
    </section>
  );
}

export function HomeAmenities({ property }: { property: PropertyPage['property'] }) {
  const t = useT(messages);
  if (property.buildingAmenities.length === 0 && property.floorAmenities.length === 0) return null;
  return (
    <section aria-labelledby="home-amenities" className="space-y-5">
      <h2 id="home-amenities" className="text-2xl font-semibold text-stone-900">
        {t('amenities')}
      </h2>
      {property.floorAmenities.length > 0 && (
        <div>
          <h3 className="font-semibold text-stone-900">{t('flat')}</h3>
          <AmenityList items={property.floorAmenities} className="mt-2" />
        </div>
      )}
      {property.buildingAmenities.length > 0 && (
        <div>
          <h3 className="font-semibold text-stone-900">{t('building')}</h3>
          <AmenityList items={property.buildingAmenities} className="mt-2" />
        </div>
      )}
    </section>
  );
}

export function HouseRules({ property }: { property: PropertyPage['property'] }) {
  const t = useT(messages);
  const f = useFormat();
  if (property.houseRules.length === 0) return null;
  return (
    <section aria-labelledby="house-rules" className="space-y-5">
      <h2 id="house-rules" className="text-2xl font-semibold text-stone-900">
        {t('rules')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {property.houseRules.map((group) => (
          <div key={group.category._id}>
            <h3 className="font-semibold text-stone-900" data-icon={group.category.icon ?? undefined}>
              {f.text(group.category.name)}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-stone-400">
              {group.rules.map((rule) => (
                <li key={rule._id}>{f.text(rule.text)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
