import { useId } from 'react';
import { PHONE_CATEGORIES } from '../../../catalog/collections/statuses.ts';
import type { Stay } from '../../api/booking.ts';
import { telHref } from '../../components/public/contact.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';

// Living there: the house rules, by category, and the phones worth having at hand.


const messages = defineMessages({
  es: {
    rules: 'Normas de la casa',
    general: 'General',
    phones: 'Teléfonos útiles',
    call: 'Llamar a {name}: {number}',
    emergency: 'Emergencias',
    health: 'Salud',
    transport: 'Transporte',
    building: 'Edificio',
  },
  en: {
    rules: 'House rules',
    general: 'General',
    phones: 'Useful phones',
    call: 'Call {name}: {number}',
    emergency: 'Emergencies',
    health: 'Health',
    transport: 'Transport',
    building: 'Building',
  },
});

export function rulesByCategory(rules: Stay['houseRules'], pick: (value: unknown) => string, general: string): { category: string; rules: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const rule of rules) {
    const category = (rule.category && pick(rule.category)) || general;
    groups.set(category, [...(groups.get(category) ?? []), pick(rule.text)]);
  }
  return [...groups].map(([category, texts]) => ({ category, rules: texts.filter(Boolean) }));
}

export function HouseInfo({ stay }: { stay: Stay }) {
  const t = useT(messages);
  const f = useFormat();
  const id = useId();
  const groups = rulesByCategory(stay.houseRules, f.text, t('general'));
  if (groups.length === 0 && stay.usefulPhones.length === 0) return null;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.length > 0 && (
        <section aria-labelledby={`${id}-rules`}>
          <h3 id={`${id}-rules`} className="text-lg font-semibold text-stone-900">
            {t('rules')}
          </h3>
          <div className="mt-2 space-y-3 text-sm">
            {groups.map((group) => (
              <div key={group.category}>
                <h4 className="font-medium text-stone-900">{group.category}</h4>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-700">
                  {group.rules.map((rule, index) => (
                    <li key={index}>{rule}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}
      {stay.usefulPhones.length > 0 && (
        <section aria-labelledby={`${id}-phones`}>
          <h3 id={`${id}-phones`} className="text-lg font-semibold text-stone-900">
            {t('phones')}
          </h3>
          <ul className="mt-2 divide-y divide-stone-200 text-sm">
            {stay.usefulPhones.map((phone) => {
              const name = f.text(phone.name);
              const category = PHONE_CATEGORIES.find((known) => known === phone.category);
              return (
                <li key={`${name}-${phone.number}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2">
                  <span>
                    <span className="font-medium text-stone-900">{name}</span>
                    {phone.category && <span className="block text-xs text-stone-600">{category ? t(category) : phone.category}</span>}
                  </span>
                  <a href={telHref(phone.number)} className="font-medium text-accent-700 underline underline-offset-2" aria-label={t('call', { name, number: phone.number })}>
                    {phone.number}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
