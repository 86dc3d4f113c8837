import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape-html.ts';
import { renderMail, type AccountMail, type AccountMailKind } from './templates.ts';

const kinds: AccountMailKind[] = ['verify', 'reset', 'already-registered', 'password-changed', 'account-deleted'];
const link = 'https://habita.example/verification/Zm9vYmFy/ana%2Btest%40example.com?from=mail&step=1';

function mailOf(kind: AccountMailKind, language: 'es' | 'en', name = 'Ana'): AccountMail {
  return { kind, to: 'ana+test@example.com', name, language, link };
}

describe('renderMail', () => {
  for (const kind of kinds) {
    it(`renders "${kind}" in Spanish and English, each with the link in both bodies`, () => {
      const es = renderMail(mailOf(kind, 'es'));
      const en = renderMail(mailOf(kind, 'en'));
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
      for (const rendered of [es, en]) {
        expect(rendered.subject.length).toBeGreaterThan(10);
        expect(rendered.text).toContain(link);
        expect(rendered.text).toContain('Ana');
        // Once on the button, once as copyable text; `&` escaped in both.
        expect(rendered.html.split(escapeHtml(link)).length - 1).toBe(3);
        expect(rendered.html).not.toContain(link);
        expect(rendered.html).toContain('Habita');
        expect(rendered.html).toContain('#c2410c');
        expect(rendered.html).not.toMatch(/<table/i);
      }
      expect(es.html).toContain('<html lang="es">');
      expect(en.html).toContain('<html lang="en">');
    });
  }

  it('states the link lifetimes the accounts module enforces', () => {
    expect(renderMail(mailOf('verify', 'es')).text).toContain('48 horas');
    expect(renderMail(mailOf('verify', 'en')).text).toContain('48 hours');
    expect(renderMail(mailOf('reset', 'es')).text).toContain('1 hora');
    expect(renderMail(mailOf('reset', 'en')).text).toContain('1 hour');
  });

  it('escapes the name in the HTML body and keeps it readable in the text body', () => {
    const name = '<script>alert(1)</script> "Ana" & \'Bea\'';
    for (const kind of kinds) {
      const { html, text } = renderMail(mailOf(kind, 'en', name));
      expect(html).not.toContain('<script');
      expect(html).not.toContain('"Ana"');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ana&quot; &amp; &#39;Bea&#39;');
      expect(text).toContain(`Hi ${name},`);
    }
  });

  it('greets without a name when there is none, and folds line breaks in one', () => {
    expect(renderMail(mailOf('verify', 'es', '  ')).text.startsWith('Hola:\n')).toBe(true);
    expect(renderMail(mailOf('verify', 'en', '')).text.startsWith('Hi,\n')).toBe(true);
    expect(renderMail(mailOf('verify', 'en', 'Ana\nBcc: x@example.com')).text.startsWith('Hi Ana Bcc: x@example.com,\n')).toBe(true);
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() => renderMail({ ...mailOf('reset', 'en'), link: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => renderMail({ ...mailOf('reset', 'en'), link: '/forgot/abc/ana@example.com' })).toThrow(/http\(s\)/);
  });
});

describe('the warning about sign-in attempts', () => {
  it('says how many wrong passwords came in how long, in Spanish and English, with the reset link', () => {
    const mail = { kind: 'login-attempts', to: 'ana@example.com', name: 'Ana', link: 'https://habita.example/forgot', attempts: 12, minutes: 15 } as const;
    const es = renderMail({ ...mail, language: 'es' });
    const en = renderMail({ ...mail, language: 'en' });
    expect(es.text).toContain('12 veces en los últimos 15 minutos');
    expect(en.text).toContain('12 times in the last 15 minutes');
    for (const rendered of [es, en]) expect(rendered.text).toContain('https://habita.example/forgot');
    expect(es.html).toContain('<html lang="es">');
  });
});

describe('the incident mails', () => {
  const base = { to: 'ana@example.com', name: 'Ana', link: 'https://habita.example/myroom', room: 'Room 3 · Calle Mayor 5', type: 'Plumbing', reportedOn: '3 March 2027' };

  it('say what happened to which room in Spanish and English, with the link', () => {
    const mails = [
      { ...base, kind: 'incident-reported', responseHours: 24 },
      { ...base, kind: 'incident-new', audience: 'landlord', description: 'The tap drips.' },
      { ...base, kind: 'incident-new', audience: 'staff', description: 'The tap drips.', reporter: 'Maya' },
      { ...base, kind: 'incident-status', audience: 'reporter', status: 'in_progress' },
      { ...base, kind: 'incident-status', audience: 'landlord', status: 'closed' },
    ] as const;
    for (const mail of mails) {
      const es = renderMail({ ...mail, language: 'es' });
      const en = renderMail({ ...mail, language: 'en' });
      expect(es.subject).not.toBe(en.subject);
      for (const rendered of [es, en]) {
        expect(rendered.text).toContain('Room 3 · Calle Mayor 5');
        expect(rendered.text).toContain('https://habita.example/myroom');
      }
    }
    expect(renderMail({ ...mails[0], language: 'es' }).text).toContain('respondemos en un plazo de 24 horas');
    expect(renderMail({ ...mails[2], language: 'en' }).text).toContain('Maya reported an incident (Plumbing) in Room 3 · Calle Mayor 5 on 3 March 2027:');
    expect(renderMail({ ...mails[1], language: 'es' }).text).toContain('Un inquilino ha comunicado una incidencia (Plumbing)');
    expect(renderMail({ ...mails[3], language: 'es' }).subject).toBe('Tu incidencia (Plumbing): En curso');
    expect(renderMail({ ...mails[4], language: 'en' }).subject).toBe('Incident in Room 3 · Calle Mayor 5 (Plumbing): Closed');
  });

  it('quote a tenant’s words escaped, on one line, and cut when long', () => {
    const description = `<img src=x onerror=alert(1)>\n\nand ${'very '.repeat(200)}long`;
    const { html, text } = renderMail({ ...base, language: 'en', kind: 'incident-new', audience: 'landlord', description });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const quote = text.split('\n\n').find((paragraph) => paragraph.startsWith('“'))!;
    expect(quote.startsWith('“<img src=x onerror=alert(1)> and very very')).toBe(true);
    expect(quote.endsWith('…”')).toBe(true);
    expect(quote.length).toBe(402);
  });
});
