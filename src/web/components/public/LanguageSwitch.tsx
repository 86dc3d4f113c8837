import { LANGUAGES, setLanguage, useLanguage, type Language } from '../../i18n/language.ts';

// Two buttons, each written in its own language, so a visitor who reads neither label in the
// other language still finds theirs.

const NAMES: Record<Language, { short: string; long: string }> = {
  es: { short: 'ES', long: 'Español' },
  en: { short: 'EN', long: 'English' },
};

export function LanguageSwitch({ long = false }: { long?: boolean }) {
  const current = useLanguage();
  return (
    <div role="group" aria-label={current === 'es' ? 'Idioma' : 'Language'} className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 text-sm">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          aria-label={NAMES[language].long}
          className={`rounded-md px-2 py-1 font-medium ${language === current ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          onClick={() => setLanguage(language)}
        >
          {long ? NAMES[language].long : NAMES[language].short}
        </button>
      ))}
    </div>
  );
}
