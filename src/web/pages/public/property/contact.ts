// How to reach the team about a room while online booking is not open. Kept here until the site
// has one place for its contact details (they are not in the catalogue or the public config yet).

export const BOOKING_CONTACT = {
  email: 'reservas@habita.test',
  phone: '+34 910 000 000',
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}
