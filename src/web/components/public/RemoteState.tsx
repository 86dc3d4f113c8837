import type { ReactNode } from 'react';
import type { Remote } from '../../api/use-remote.ts';
import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';

// What a public section shows while its data comes: a placeholder of the same height (no
// layout shift), the error with a retry, or the content.

export function RemoteState<T>({
  remote,
  placeholder,
  children,
}: {
  remote: Remote<T> & { retry: () => void };
  /** Shown while loading: the shape of the content to come. */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT(commonMessages);
  if (remote.status === 'ready') return <>{children(remote.data)}</>;
  if (remote.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        {/* The server's message is English and about the API; the visitor needs to know it failed and may retry. */}
        <p>{t('loadFailed')}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={remote.retry}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {placeholder ?? <div className="h-40 animate-pulse rounded-lg bg-stone-100" />}
    </div>
  );
}
