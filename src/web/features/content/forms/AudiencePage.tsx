import { useId, type ReactNode } from 'react';
import { useRemote } from '../../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../../components/layout/PublicLayout.tsx';
import { usePageMeta } from '../../../i18n/page-meta.ts';
import { AdvantageCards } from '../../../components/public/AdvantageCards.tsx';
import { loadAudienceAdvantages, type Audience } from '../../../api/public-records.ts';
import { SiteFigures } from './SiteFigures.tsx';

// The page for one audience (landlords, investors): what Habita offers them, its real figures,
// how working together goes, and the form to get in touch.

export interface AudiencePageText {
  title: string;
  lead: string;
  description: string;
  toForm: string;
  offerTitle: string;
  stepsTitle: string;
  steps: readonly { title: string; text: string }[];
  formTitle: string;
  formLead: string;
}

function Steps({ title, steps }: { title: string; steps: AudiencePageText['steps'] }) {
  const headingId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-steps`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-stone-900">
        {title}
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5 xl:flex-col xl:gap-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-1 text-sm text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Offer({ audience, title }: { audience: Audience; title: string }) {
  const headingId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-offer`;
  const remote = useRemote((signal) => loadAudienceAdvantages(audience, 12, signal), `advantages-${audience}`);
  // Without advantages written for this audience the page still says what matters: steps and form.
  if (remote.status === 'error' || (remote.status === 'ready' && remote.data.length === 0)) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="mt-5">
        {remote.status === 'ready' ? (
          <AdvantageCards advantages={remote.data} columns={2} compact />
        ) : (
          <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
            {[0, 1].map((index) => (
              <div key={index} className="h-72 animate-pulse rounded-xl bg-stone-100" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function AudiencePage({ audience, text, form }: { audience: Audience; text: AudiencePageText; form: ReactNode }) {
  usePageMeta(text.title, text.description);
  const formHeadingId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-form`;
  return (
    <PublicLayout>
      <PageIntro title={text.title} lead={text.lead}>
        <a href="#contact" className="btn-primary mt-6 px-5 py-3 text-base">
          {text.toForm}
        </a>
        <SiteFigures />
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="space-y-12">
          <Offer audience={audience} title={text.offerTitle} />
          <Steps title={text.stepsTitle} steps={text.steps} />
        </div>
        <section id="contact" aria-labelledby={formHeadingId} className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id={formHeadingId} className="text-xl font-semibold text-stone-900">
            {text.formTitle}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-700">{text.formLead}</p>
          {form}
        </section>
      </div>
    </PublicLayout>
  );
}
