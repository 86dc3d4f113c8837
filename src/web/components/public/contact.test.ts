import { describe, expect, it } from 'vitest';
import { mailHref, telHref } from './contact.ts';

describe('telHref', () => {
  it('keeps the digits and the leading + of an international number', () => {
    expect(telHref('+34 910 123 456')).toBe('tel:+34910123456');
  });

  it('drops spaces, dashes, brackets and stray pluses in a national number', () => {
    expect(telHref('900 41-00 (41)')).toBe('tel:900410041');
    expect(telHref('91+2')).toBe('tel:912');
  });
});

describe('mailHref', () => {
  it('encodes the subject and body with %20 for spaces, as mail programs expect', () => {
    expect(mailHref('a@b.es', 'Hola y adiós', 'Línea & más')).toBe('mailto:a@b.es?subject=Hola%20y%20adi%C3%B3s&body=L%C3%ADnea%20%26%20m%C3%A1s');
    expect(mailHref('a@b.es')).toBe('mailto:a@b.es');
  });
});
