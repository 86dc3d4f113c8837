import { addDays } from './days.ts';
import type { Field, PublicWhen } from './types.ts';

// Valid values for any field, from its declaration alone: tests make records of every collection
// with them, and the demo seed fills a collection nobody has written demo content for yet.

const clip = (text: string, max: number) => text.slice(0, max).trimEnd();

/** A valid value for a field; `n` makes unique fields unique, `position` orders date fields. */
export function sampleValue(key: string, field: Field, n: number, position: number): unknown {
  switch (field.kind) {
    case 'text': {
      if (field.localized) return { es: clip(`Muestra ${key} ${n} camión`, field.max), en: clip(`Sample ${key} ${n}`, field.max) };
      switch (field.format) {
        case 'email':
          return `sample${n}@example.com`;
        case 'url':
          return `https://example.com/${n}`;
        case 'phone':
          return `+34 600 ${String(n).padStart(6, '0')}`;
        case 'slug':
          return `sample-${n}`;
        case 'color':
          return '#336699';
        default:
          return clip(`Muestra ${key} ${n} Ñandú`.padEnd(field.min ?? 0, 'x'), field.max);
      }
    }
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1000;
      return Math.min(max, min + (n % 5) + 1);
    }
    case 'decimal': {
      const min = field.min ?? 0;
      return Math.min(field.max ?? min + 100, min + 1.25);
    }
    case 'money':
      return 10_000 + n;
    case 'boolean':
      return true;
    case 'date':
      return addDays('2027-01-01', position * 90);
    case 'datetime':
      return `2027-0${1 + (position % 9)}-01T10:00:00.000Z`;
    case 'select':
      return field.default ?? field.options[0];
    case 'json':
      return field.shape === 'array' ? [n] : { sample: n };
    default:
      return undefined;
  }
}

/**
 * The value that makes a record public (`publicWhen`): samples are published, so that whoever
 * makes them as staff and reads them as someone else sees them, as a visitor would.
 */
export function publicValue(when: PublicWhen): unknown {
  return when.notAfterNow ? '2020-01-01T10:00:00.000Z' : when.equals;
}
