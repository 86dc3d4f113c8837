import { listRecords } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { ALL, type LegalVersion } from '../../api/public-content.ts';
import { ContentNotice } from './ContentNotice.tsx';
import { versionInForce, withoutVersionLine } from './legal-version.ts';
import { loadPolicyValues, withPolicies } from './policy-text.ts';

// The terms and the privacy policy: the version in force today, when it started, and a word
// about the next one when a newer version is already scheduled. Their money rules' numbers are
// filled in from the server's (policy-text.ts).

const messages = defineMessages({
  es: {
    version: 'Versión {version}',
    inForceSince: 'En vigor desde el {date}',
    upcoming: 'El {date} entrará en vigor la versión {version}.',
    readUpcoming: 'Leer la versión {version}',
    noneYet: 'Todavía no hay ninguna versión en vigor',
    noneYetText: 'Estamos preparando este texto. Si tienes dudas, escríbenos.',
    upcomingOnly: 'La primera versión se aplicará desde el {date}.',
  },
  en: {
    version: 'Version {version}',
    inForceSince: 'In force since {date}',
    upcoming: 'Version {version} comes into force on {date}.',
    readUpcoming: 'Read version {version}',
    noneYet: 'No version is in force yet',
    noneYetText: 'We are preparing this text. If you have any questions, write to us.',
    upcomingOnly: 'The first version will apply from {date}.',
  },
});

export function LegalTextPage({ collection, title, lead, description }: { collection: 'termsconditions' | 'privacypolicies'; title: string; lead: string; description: string }) {
  const t = useT(messages);
  const f = useFormat();
  usePageMeta(title, description);
  const versions = useRemote(async (signal) => {
    const [stored, policies] = await Promise.all([listRecords<LegalVersion>(collection, { limit: ALL, sort: '-effectiveFrom' }, signal), loadPolicyValues()]);
    return versionInForce(
      stored.docs.map((version) => ({ ...version, body: withPolicies(version.body, policies) })),
      localToday(),
    );
  }, collection);
  return (
    <PublicLayout>
      <PageIntro title={title} lead={lead}>
        {versions.status === 'ready' && versions.data.current && (
          <p className="mt-4 text-sm text-stone-700">
            <span className="font-semibold text-stone-900">{t('version', { version: versions.data.current.version })}</span>
            {' · '}
            <time dateTime={versions.data.current.effectiveFrom}>{t('inForceSince', { date: f.day(versions.data.current.effectiveFrom, 'long') })}</time>
          </p>
        )}
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="max-w-3xl">
          <RemoteState
            remote={versions}
            placeholder={
              <div className="space-y-3">
                {Array.from({ length: 8 }, (_, i) => (
                  <div key={i} className="h-5 animate-pulse rounded bg-stone-100" />
                ))}
              </div>
            }
          >
            {({ current, upcoming }) => (
              <>
                {upcoming && current && (
                  <div role="note" className="mb-8 rounded-xl border border-accent-100 bg-accent-50 px-5 py-4 text-stone-800">
                    <p className="font-medium">{t('upcoming', { date: f.day(upcoming.effectiveFrom, 'long'), version: upcoming.version })}</p>
                    <details className="mt-2">
                      <summary className="cursor-pointer font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800">
                        {t('readUpcoming', { version: upcoming.version })}
                      </summary>
                      <RichText html={withoutVersionLine(f.text(upcoming.body), upcoming.version)} className="mt-4" />
                    </details>
                  </div>
                )}
                {current ? (
                  <RichText html={withoutVersionLine(f.text(current.body), current.version)} />
                ) : (
                  <ContentNotice title={t('noneYet')}>
                    <p>{upcoming ? t('upcomingOnly', { date: f.day(upcoming.effectiveFrom, 'long') }) : t('noneYetText')}</p>
                  </ContentNotice>
                )}
              </>
            )}
          </RemoteState>
        </div>
      </div>
    </PublicLayout>
  );
}
