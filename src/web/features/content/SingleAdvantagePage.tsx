import { listRecords } from '../../api/public.ts';
import { Link, Navigate, useParams } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { AdvantageCard } from './AdvantageCard.tsx';
import { ALL, isRecordId, recordOf, type Advantage, type AdvantageType } from '../../api/public-content.ts';
import { CoverImage } from './CoverImage.tsx';
import { usePageStatus } from '../../components/rendering/page-status.ts';
import { ARTICLE_COVER_SIZES } from '../../components/public/image-sizes.ts';

const messages = defineMessages({
  es: {
    back: 'Todas las ventajas',
    forAudience: 'Para {audience}',
    more: 'Más ventajas para {audience}',
    moreAll: 'Más ventajas',
    notFound: 'Ventaja no encontrada',
    notFoundText: 'Puede que el enlace esté mal escrito o que esta ventaja ya no se publique.',
    toAdvantages: 'Ver todas las ventajas',
  },
  en: {
    back: 'All advantages',
    forAudience: 'For {audience}',
    more: 'More advantages for {audience}',
    moreAll: 'More advantages',
    notFound: 'Advantage not found',
    notFoundText: 'The link may be mistyped, or this advantage is no longer published.',
    toAdvantages: 'See all advantages',
  },
});

interface AdvantageAnswer {
  advantage: Advantage | null;
  audience: AdvantageType | null;
  others: Advantage[];
}

async function loadAdvantage(id: string, signal: AbortSignal): Promise<AdvantageAnswer> {
  const advantage = isRecordId(id) ? await recordOf<Advantage>('advantages', id.toLowerCase(), signal) : null;
  if (!advantage) return { advantage, audience: null, others: [] };
  const [audience, sameAudience] = await Promise.all([
    recordOf<AdvantageType>('advantagestype', advantage.type, signal),
    listRecords<Advantage>('advantages', { type: advantage.type, limit: ALL, sort: 'order' }, signal),
  ]);
  return { advantage, audience, others: sameAudience.docs.filter((a) => a._id !== advantage._id) };
}

function AdvantageView({ advantage, audience, others }: { advantage: Advantage; audience: AdvantageType | null; others: Advantage[] }) {
  const t = useT(messages);
  const f = useFormat();
  const title = f.text(advantage.title);
  const summary = f.text(advantage.summary);
  const audienceName = audience ? f.text(audience.name).toLocaleLowerCase(f.language === 'es' ? 'es-ES' : 'en-GB') : '';
  usePageMeta(title, summary || undefined);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-14 pt-8 sm:pt-12">
        <Link to="/advantages" className="text-sm font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline">
          ← {t('back')}
        </Link>
        <header className="mt-6">
          {audience && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t('forAudience', { audience: f.text(audience.name) })}</p>}
          <h1 className="mt-2 text-3xl font-semibold leading-tight tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          {summary && <p className="mt-4 text-lg text-stone-700">{summary}</p>}
        </header>
        {advantage.image && (
          <CoverImage image={advantage.image} alt="" eager ratio="aspect-[16/9]" sizes={ARTICLE_COVER_SIZES} className="mt-8 rounded-2xl" />
        )}
        {advantage.body && <RichText html={f.text(advantage.body)} className="mt-8 text-lg" />}
      </article>
      {others.length > 0 && (
        <section aria-labelledby="more-advantages" className="border-t border-stone-200 bg-stone-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="more-advantages" className="mb-6 text-2xl font-semibold tracking-tight text-stone-900">
              {audienceName ? t('more', { audience: audienceName }) : t('moreAll')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((other) => (
                <li key={other._id} className="flex">
                  <AdvantageCard advantage={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function AdvantageNotFound() {
  const t = useT(messages);
  usePageStatus(404);
  usePageMeta(t('notFound'));
  return (
    <PageIntro title={t('notFound')} lead={t('notFoundText')}>
      <Link to="/advantages" className="btn-primary mt-6">
        {t('toAdvantages')}
      </Link>
    </PageIntro>
  );
}

export default function SingleAdvantagePage() {
  const { id } = useParams();
  const param = id?.trim() ?? '';
  const answer = useRemote(
    (signal) => (param ? loadAdvantage(param, signal) : Promise.resolve<AdvantageAnswer>({ advantage: null, audience: null, others: [] })),
    param,
  );
  if (!param) return <Navigate to="/advantages" replace />;
  return (
    <PublicLayout>
      {answer.status === 'ready' ? (
        answer.data.advantage ? (
          <AdvantageView key={answer.data.advantage._id} advantage={answer.data.advantage} audience={answer.data.audience} others={answer.data.others} />
        ) : (
          <AdvantageNotFound />
        )
      ) : (
        <div className="mx-auto max-w-3xl px-4 pb-14 pt-8 sm:pt-12">
          <RemoteState
            remote={answer}
            placeholder={
              <div className="space-y-4">
                <div className="h-4 w-32 rounded bg-stone-100" />
                <div className="h-10 w-4/5 rounded bg-stone-100" />
                <div className="aspect-[16/9] animate-pulse rounded-2xl bg-stone-100" />
              </div>
            }
          >
            {() => null}
          </RemoteState>
        </div>
      )}
    </PublicLayout>
  );
}
