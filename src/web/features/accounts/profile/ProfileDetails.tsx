import type { SessionUser } from '../../../api/auth.ts';
import { formMessages } from '../../../components/form/server-form.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { ResendButton } from '../../../components/account/ResendVerification.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { Section } from './Section.tsx';

// The person's own user record; email and role are the admin's to change, so they only show here.

const messages = defineMessages({
  es: {
    title: 'Tus datos personales',
    lead: 'Lo que ven los propietarios y nuestro equipo cuando alquilas o te pones en contacto con nosotros.',
    accountType: 'Tipo de cuenta',
    tenant: 'Inquilino',
    landlord: 'Propietario',
    investor: 'Inversor',
    staff: 'Equipo de Habita',
    admin: 'Administrador',
    notVerified: 'Tu dirección aún no está confirmada.',
    followLink: 'Sigue el enlace que te enviamos por correo para confirmarla.',
    saved: 'Hemos guardado tus datos.',
  },
  en: {
    title: 'Your details',
    lead: 'What landlords and our team see when you rent or contact us.',
    accountType: 'Account type',
    tenant: 'Tenant',
    landlord: 'Landlord',
    investor: 'Investor',
    staff: 'Habita staff',
    admin: 'Administrator',
    notVerified: 'Address not verified yet.',
    followLink: 'Follow the link we emailed you to confirm it.',
    saved: 'Your details are saved.',
  },
});

export function ProfileDetails({ user }: { user: SessionUser }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const dispatch = useAppDispatch();
  const notify = useNotices();
  return (
    <Section id="details" title={t('title')} lead={t('lead')}>
      <dl className="mb-6 grid gap-4 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-stone-600">{tf('email')}</dt>
          <dd className="mt-0.5 break-all text-sm font-medium text-stone-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-stone-600">{t('accountType')}</dt>
          <dd className="mt-0.5 text-sm font-medium text-stone-900">{t(user.role)}</dd>
        </div>
        {!user.emailVerifiedAt && (
          <div className="space-y-2 sm:col-span-2">
            <p className="text-sm text-amber-900">
              <span className="font-semibold">{t('notVerified')}</span> {t('followLink')}
            </p>
            <ResendButton email={user.email} />
          </div>
        )}
      </dl>
      <DetailsForm
        user={user}
        onSaved={(saved) => {
          dispatch(sessionActions.userChanged(saved));
          notify({ tone: 'success', message: t('saved') });
        }}
      />
    </Section>
  );
}
