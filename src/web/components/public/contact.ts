import { useEffect, useState } from 'react';
import { getPublicConfig, type PublicConfig } from '../../api/public.ts';

// How visitors reach the team, from the server's settings (CONTACT_EMAIL, CONTACT_PHONE), and
// the links that dial or write to it.

/** The contact details once known; undefined while they load or when they could not be read. */
export function useContact(): PublicConfig['contact'] | undefined {
  const [contact, setContact] = useState<PublicConfig['contact']>();
  useEffect(() => {
    let current = true;
    getPublicConfig().then(
      (config) => current && setContact(config.contact),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return contact;
}

/** A phone number as a `tel:` link wants it: digits, and the + of an international number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

export function mailHref(email: string, subject?: string, body?: string): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  const text = query.toString().replace(/\+/g, '%20');
  return `mailto:${email}${text ? `?${text}` : ''}`;
}
