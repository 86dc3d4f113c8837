import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';
import { useSession } from '../../store/hooks.ts';
import { DeleteAccount } from './profile/DeleteAccount.tsx';
import { PasswordSection } from './profile/PasswordSection.tsx';
import { ProfileDetails } from './profile/ProfileDetails.tsx';
import { Sessions } from './profile/Sessions.tsx';
import { YourData } from './profile/YourData.tsx';

// The signed-in person's own page (the route lets nobody else in): details, password, their
// data, their devices, and the way out.

const SECTIONS = [
  { id: 'details', label: 'Details' },
  { id: 'password', label: 'Password' },
  { id: 'data', label: 'Your data' },
  { id: 'sessions', label: 'Devices' },
  { id: 'delete', label: 'Delete account' },
];

export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PublicLayout>
      <PageIntro title="Your profile" lead={`Hello, ${user.name}. Your details, password and data, in one place.`} />
      <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10 lg:py-12">
        <nav aria-label="Profile sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block rounded-md px-2.5 py-1.5 text-stone-700 hover:bg-stone-100 hover:text-stone-900">
                  {section.label}
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
