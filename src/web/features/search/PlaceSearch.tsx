import { useT } from '../../i18n/messages.ts';
import { searchMessages } from './messages.ts';
import { useDraft } from './use-draft.ts';

// The search box under the page's title: a place or words, sent as `q`.

export function PlaceSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useT(searchMessages);
  const [draft, setDraft] = useDraft(value, value);
  return (
    <form
      role="search"
      className="mt-4 max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor="search-q" className="label">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="search-q"
          name="q"
          type="search"
          className="input"
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn-primary shrink-0">
          {t('search')}
        </button>
      </div>
    </form>
  );
}
