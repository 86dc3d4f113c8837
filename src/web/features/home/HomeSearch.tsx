import { listRecords, onlyFields } from '../../api/public.ts';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { localeOf } from '../../i18n/format.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { citiesOf, NEIGHBOURHOOD_FIELDS, type Neighbourhood } from '../../api/public-records.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { homeSearchTarget, STAY_MONTHS, WHERE_MAX, type HomeSearchField, type HomeSearchInput } from './search-params.ts';

// The search box of the home page: where, when, for how long. It only builds the address of
// the search page, which does the searching.

const messages = defineMessages({
  es: {
    label: 'Buscar habitación',
    where: 'Ciudad o barrio',
    wherePlaceholder: 'Madrid, Benimaclet, Gràcia…',
    moveIn: 'Fecha de entrada',
    months: 'Duración de la estancia',
    anyLength: 'Elige la duración',
    monthsOption: ({ count }) => (count === 1 ? '1 mes' : `${count} meses`),
    search: 'Buscar',
    whereTooLong: `Escribe como máximo ${WHERE_MAX} caracteres.`,
    badDate: 'Escribe una fecha válida.',
    pastDate: 'La fecha de entrada no puede ser anterior a hoy.',
    needDate: 'Elige la fecha de entrada para buscar por estancia.',
    needMonths: 'Elige cuánto tiempo te quedarás.',
  },
  en: {
    label: 'Search for a room',
    where: 'City or neighbourhood',
    wherePlaceholder: 'Madrid, Benimaclet, Gràcia…',
    moveIn: 'Move-in date',
    months: 'Length of stay',
    anyLength: 'Choose the length',
    monthsOption: ({ count }) => (count === 1 ? '1 month' : `${count} months`),
    search: 'Search',
    whereTooLong: `Use at most ${WHERE_MAX} characters.`,
    badDate: 'Enter a valid date.',
    pastDate: 'The move-in date cannot be before today.',
    needDate: 'Choose a move-in date to search by stay.',
    needMonths: 'Choose how long you will stay.',
  },
});

interface Suggestion {
  value: string;
  label?: string;
}

/** Neighbourhood names with their city beside them, then the cities themselves. */
function useSuggestions(): Suggestion[] {
  const language = useLanguage();
  const remote = useRemote((signal) => listRecords<Neighbourhood>('neighborhoodsname', { limit: 100, sort: 'name', ...onlyFields(NEIGHBOURHOOD_FIELDS) }, signal), 'home-neighbourhoods');
  const docs = remote.data?.docs;
  return useMemo(() => {
    if (!docs) return [];
    const cities = citiesOf(docs, localeOf(language));
    const names = docs.filter((n) => !cities.includes(n.name)).map((n) => ({ value: n.name, label: n.city }));
    return [...cities.map((city) => ({ value: city })), ...names];
  }, [docs, language]);
}

const ORDER: HomeSearchField[] = ['where', 'moveIn', 'months'];

export function HomeSearch() {
  const t = useT(messages);
  const navigate = useNavigate();
  const suggestions = useSuggestions();
  const id = `s${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [input, setInput] = useState<HomeSearchInput>({ where: '', moveIn: '', months: '' });
  const [problems, setProblems] = useState<Partial<Record<HomeSearchField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();

  const change = (field: HomeSearchField, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = homeSearchTarget(input, localToday());
    if (result.ok) {
      void navigate(result.url);
      return;
    }
    const shown: Partial<Record<HomeSearchField, string>> = {};
    for (const [field, problem] of Object.entries(result.problems)) shown[field as HomeSearchField] = t(problem);
    setProblems(shown);
    const first = ORDER.find((field) => shown[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${id}-${first}`)?.focus();
  };

  const describe = (field: HomeSearchField) => (problems[field] ? `${id}-${field}-error` : undefined);
  const error = (field: HomeSearchField) =>
    problems[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {problems[field]}
      </p>
    );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-lg sm:grid-cols-2 sm:p-5 lg:grid-cols-1 xl:grid-cols-2"
    >
      <div className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
        <label htmlFor={`${id}-where`} className="label">
          {t('where')}
        </label>
        <input
          id={`${id}-where`}
          type="search"
          className="input py-2.5 text-base"
          list={`${id}-places`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={WHERE_MAX + 20}
          placeholder={t('wherePlaceholder')}
          value={input.where}
          onChange={(event) => change('where', event.target.value)}
          aria-invalid={problems.where ? true : undefined}
          aria-describedby={describe('where')}
        />
        <datalist id={`${id}-places`}>
          {suggestions.map((suggestion) => (
            <option key={`${suggestion.value}|${suggestion.label ?? ''}`} value={suggestion.value} label={suggestion.label} />
          ))}
        </datalist>
        {error('where')}
      </div>
      <div>
        <label htmlFor={`${id}-moveIn`} className="label">
          {t('moveIn')}
        </label>
        <input
          id={`${id}-moveIn`}
          type="date"
          className="input py-2.5 text-base"
          min={today}
          value={input.moveIn}
          onChange={(event) => change('moveIn', event.target.value)}
          aria-invalid={problems.moveIn ? true : undefined}
          aria-describedby={describe('moveIn')}
        />
        {error('moveIn')}
      </div>
      <div>
        <label htmlFor={`${id}-months`} className="label">
          {t('months')}
        </label>
        <select
          id={`${id}-months`}
          className="input py-2.5 text-base"
          value={input.months}
          onChange={(event) => change('months', event.target.value)}
          aria-invalid={problems.months ? true : undefined}
          aria-describedby={describe('months')}
        >
          <option value="">{t('anyLength')}</option>
          {STAY_MONTHS.map((count) => (
            <option key={count} value={count}>
              {t('monthsOption', { count })}
            </option>
          ))}
        </select>
        {error('months')}
      </div>
      <button type="submit" className="btn-primary py-3 text-base sm:col-span-2 lg:col-span-1 xl:col-span-2">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 3.4 9.83l3.63 3.63a.75.75 0 1 0 1.06-1.06l-3.63-3.63A5.5 5.5 0 0 0 9 3.5ZM5 9a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z"
            clipRule="evenodd"
          />
        </svg>
        {t('search')}
      </button>
    </form>
  );
}
