import type { SessionUser } from '../../../api/auth.ts';
import { getCollection } from '../../../../catalog/catalog.ts';
import { RecordForm } from '../../../components/form/RecordForm.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { ResendButton } from '../../../components/account/ResendVerification.tsx';
import { useAppDispatch } from '../../../store/hooks.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

// The person's own user record, through the same form and route as every collection
// (PUT /api/users/{id}); email and role are the admin's to change, so they only show here.

const users = getCollection('users')!;

export const PROFILE_FIELDS = ['name', 'surname', 'phone', 'language', 'avatar', 'gender', 'idType', 'idNumber', 'birthDate', 'nationality'] as const;

const ROLE_NAMES: Record<string, string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
  investor: 'Investor',
  staff: 'Habita staff',
  admin: 'Administrator',
};

export function ProfileDetails({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const notify = useNotices();
  return (
    <Section id="details" title="Your details" lead="What landlords and our team see when you rent or contact us.">
      <dl className="mb-6 grid gap-4 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-stone-600">Email</dt>
          <dd className="mt-0.5 break-all text-sm font-medium text-stone-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-stone-600">Account type</dt>
          <dd className="mt-0.5 text-sm font-medium text-stone-900">{ROLE_NAMES[user.role] ?? user.role}</dd>
        </div>
        {!user.emailVerifiedAt && (
          <div className="space-y-2 sm:col-span-2">
            <p className="text-sm text-amber-900">
              <span className="font-semibold">Address not verified yet.</span> Follow the link we emailed you to confirm it.
            </p>
            <ResendButton email={user.email} />
          </div>
        )}
      </dl>
      <RecordForm
        collection={users}
        record={user}
        fields={PROFILE_FIELDS}
        submitLabel="Save details"
        hideRecordInfo
        onSaved={(saved) => {
          dispatch(sessionActions.userChanged(saved));
          notify({ tone: 'success', message: 'Your details are saved.' });
        }}
      />
    </Section>
  );
}
