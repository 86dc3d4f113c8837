import { textLanguage } from '../../../catalog/text-language.ts';
import { useLanguage } from '../../i18n/language.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';

// A review is shown as its author wrote it. When that is the other language than the
// visitor's, a small note says so, and the text carries `lang` so a screen reader reads it
// with the right voice. The language is read from the text (reviews are stored without one).

const messages = defineMessages({
  es: { es: 'Escrita en español', en: 'Escrita en inglés' },
  en: { es: 'Written in Spanish', en: 'Written in English' },
});

export function useReviewLanguage(text: string): { lang: string | undefined; note: string | null } {
  const reader = useLanguage();
  const t = useT(messages);
  const written = textLanguage(text);
  return { lang: written ?? undefined, note: written && written !== reader ? t(written) : null };
}

export function ReviewLanguageNote({ note }: { note: string | null }) {
  return note ? <p className="text-xs font-normal text-stone-600">{note}</p> : null;
}
