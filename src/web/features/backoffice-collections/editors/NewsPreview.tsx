import { RichText } from '../../../components/rich-text/RichText.tsx';

// How an article will read on the public site, in one language, from the values being edited.

interface Localized {
  es?: string | null;
  en?: string | null;
}

export interface NewsDraft {
  title?: Localized | null;
  summary?: Localized | null;
  body?: Localized | null;
  coverUrl?: string;
  publishedAt?: string | null;
}

function publication(publishedAt: string | null | undefined, language: 'es' | 'en'): string {
  if (!publishedAt) return language === 'es' ? 'Borrador' : 'Draft';
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return '';
  const text = date.toLocaleDateString(language === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const scheduled = date.getTime() > Date.now();
  if (language === 'es') return scheduled ? `Programado para el ${text}` : text;
  return scheduled ? `Scheduled for ${text}` : text;
}

export function NewsPreview({ draft, language }: { draft: NewsDraft; language: 'es' | 'en' }) {
  const pick = (value: Localized | null | undefined) => value?.[language] || value?.es || '';
  const title = pick(draft.title);
  return (
    <article lang={language} className="mx-auto max-w-2xl">
      <p className="text-sm font-medium text-accent-700">{publication(draft.publishedAt, language)}</p>
      <h2 className="mt-2 text-3xl font-semibold tracking-tight text-stone-900">{title || (language === 'es' ? 'Sin título' : 'Untitled')}</h2>
      {pick(draft.summary) && <p className="mt-3 text-lg text-stone-700">{pick(draft.summary)}</p>}
      {draft.coverUrl && (
        <img src={draft.coverUrl} alt="" className="mt-6 aspect-[16/9] w-full rounded-xl object-cover" />
      )}
      <RichText html={pick(draft.body)} className="mt-6" />
    </article>
  );
}
