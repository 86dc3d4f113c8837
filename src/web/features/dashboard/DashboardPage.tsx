import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../api/auth.ts';
import { loginPath } from '../../components/account/next-path.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { isStaffUser, loadSession } from '../../store/session-slice.ts';
import { InvestorAccountPanel, InvestorEnquiriesPanel, InvestorTeamPanel } from './InvestorPanels.tsx';
import { LandlordPanel } from './LandlordPanel.tsx';
import { messages } from './messages.ts';
import { HomeIncidentsPanel, IncidentsPanel, PaymentsPanel, ReservationsPanel } from './TenantPanels.tsx';

// The signed-in person's own page: their reservations, what they still have to pay and the
// incidents they reported; a landlord sees their homes' figures instead (dashboard/LandlordPanel.tsx)
// and the incidents in their homes, which the incident mails send them to; an investor their
// account, their enquiries and the investment team (dashboard/InvestorPanels.tsx).
// The tenant's panels and what they read are in dashboard/TenantPanels.tsx.

function RolePanels({ user }: { user: SessionUser }) {
  if (user.role === 'landlord') {
    return (
      <>
        <LandlordPanel />
        <HomeIncidentsPanel userId={user._id} />
      </>
    );
  }
  if (user.role === 'investor') {
    return (
      <>
        <InvestorEnquiriesPanel userId={user._id} />
        <InvestorTeamPanel />
        <InvestorAccountPanel user={user} />
      </>
    );
  }
  return (
    <>
      <ReservationsPanel userId={user._id} />
      <PaymentsPanel userId={user._id} />
      <IncidentsPanel userId={user._id} />
    </>
  );
}

const LEADS: Partial<Record<SessionUser['role'], 'leadLandlord' | 'leadInvestor'>> = { landlord: 'leadLandlord', investor: 'leadInvestor' };

function SignedInDashboard({ user }: { user: SessionUser }) {
  const t = useT(messages);
  // A landlord's page is about their homes, an investor's about their enquiries: a tenant's lists
  // would only say they have no stays.
  const tenantLike = user.role !== 'landlord' && user.role !== 'investor';
  const lead = LEADS[user.role] ?? 'lead';
  return (
    <>
      <PageIntro title={t('title')} lead={t(lead, { name: user.name })}>
        <nav aria-label={t('shortcuts')} className="mt-6 flex flex-wrap gap-3">
          {tenantLike && (
            <Link to="/myroom" className="btn">
              {t('myRoom')}
            </Link>
          )}
          <Link to="/profile" className="btn">
            {t('profile')}
          </Link>
          {isStaffUser(user) && (
            <Link to="/admin" className="btn-primary">
              {t('backOffice')}
            </Link>
          )}
        </nav>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-2">
        <RolePanels user={user} />
      </div>
    </>
  );
}

function SignInPrompt() {
  const t = useT(messages);
  return (
    <>
      <PageIntro title={t('title')} lead={t('leadVisitor')} />
      <div className="mx-auto max-w-xl px-4 py-12">
        <section aria-labelledby="sign-in" className="card p-6 text-center sm:p-8">
          <h2 id="sign-in" className="text-xl font-semibold text-stone-900">
            {t('signInTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('signInText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={loginPath('/dashboard')} className="btn-primary">
              {t('logIn')}
            </Link>
            <Link to="/register" className="btn">
              {t('register')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export default function DashboardPage() {
  const t = useT(messages);
  const { status, user, error } = useSession();
  const dispatch = useAppDispatch();
  usePageMeta(t('title'), t('metaDescription'));

  let content: ReactNode;
  if (user) content = <SignedInDashboard user={user} />;
  else if (status === 'failed') {
    content = (
      <>
        <PageIntro title={t('title')} />
        <div className="mx-auto max-w-xl px-4 py-12">
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">{t('sessionFailed')}</p>
            {error && <p className="mt-1">{error}</p>}
            <button type="button" className="mt-2 font-semibold underline" onClick={() => void dispatch(loadSession({ force: true }))}>
              {t('tryAgain')}
            </button>
          </div>
        </div>
      </>
    );
  } else if (status === 'ready') content = <SignInPrompt />;
  else {
    content = (
      <>
        <PageIntro title={t('title')} lead={t('leadVisitor')} />
        <p role="status" className="px-4 py-16 text-center text-stone-600">
          {t('checking')}
        </p>
      </>
    );
  }
  return <PublicLayout>{content}</PublicLayout>;
}
