import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useSession } from '../../store/hooks.ts';
import { DeleteAccount } from './profile/DeleteAccount.tsx';
import { PasswordSection } from './profile/PasswordSection.tsx';
import { ProfileDetails } from './profile/ProfileDetails.tsx';
import { Sessions } from './profile/Sessions.tsx';
import { YourData } from './profile/YourData.tsx';

// The signed-in person's own page (the route lets nobody else in): details, password, their
// data, their devices, and the way out.

const messages = defineMessages({
  es: {
    title: 'Tu perfil',
    lead: 'Hola, {name}. Tus datos, tu contraseña y tu información, en un solo sitio.',
    sections: 'Secciones del perfil',
    details: 'Datos personales',
    password: 'Contraseña',
    data: 'Tu información',
    sessions: 'Dispositivos',
    delete: 'Eliminar la cuenta',
  },
  en: {
    title: 'Your profile',
    lead: 'Hello, {name}. Your details, password and data, in one place.',
    sections: 'Profile sections',
    details: 'Details',
    password: 'Password',
    data: 'Your data',
    sessions: 'Devices',
    delete: 'Delete account',
  },
});

const SECTIONS = ['details', 'password', 'data', 'sessions', 'delete'] as const;

export default function ProfilePage() {
  const t = useT(messages);
  const { user } = useSession();
  usePageMeta(t('title'));
  if (!user) return null;
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead', { name: user.name })} />
      <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10 lg:py-12">
        <nav aria-label={t('sections')} className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="block rounded-md px-2.5 py-1.5 text-stone-700 hover:bg-stone-100 hover:text-stone-900">
                  {t(section)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 max-w-3xl space-y-6">
          <ProfileDetails user={user} />
          <PasswordSection user={user} />
          <YourData />
          <Sessions />
          <DeleteAccount user={user} />
        </div>
      </div>
    </PublicLayout>
  );
}
