import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';

// Previous / "Page 2 of 7" / Next for public lists. Links when the page lives in the address.

export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  const t = useT(commonMessages);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-3 text-sm">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('previous')}
      </button>
      <p className="text-stone-700" aria-live="polite">
        {t('pageOf', { page, pages: totalPages })}
      </p>
      <button type="button" className="btn" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('next')} →
      </button>
    </nav>
  );
}
