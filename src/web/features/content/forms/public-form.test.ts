import { describe, expect, it } from 'vitest';
import { contacts, investors, landlordcontacts } from '../../../../catalog/collections/people.ts';
import type { FileField } from '../../../../catalog/types.ts';
import { ApiError } from '../../../api/http.ts';
import { translate } from '../../../i18n/messages.ts';
import { formatFileSize } from '../../../components/form/file-size.ts';
import { formMessages, type FormMessageKey } from './form-messages.ts';
import {
  acceptAttribute,
  fileError,
  firstName,
  numberValue,
  placeServerError,
  recordErrors,
  textValue,
  visitorSchema,
  withoutLabel,
} from './public-form.ts';

const es = (key: FormMessageKey, values?: Record<string, string | number>) => translate(formMessages, 'es', key, values);
const en = (key: FormMessageKey, values?: Record<string, string | number>) => translate(formMessages, 'en', key, values);

const LANDLORD_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'roomCount', 'message'];
const ATTACHMENT = contacts.fields.attachment as FileField;
const MB = 1024 * 1024;

describe('typed values', () => {
  it('trims text and leaves out what is empty', () => {
    expect(textValue('  Ana  ')).toBe('Ana');
    expect(textValue('   ')).toBeUndefined();
  });

  it('reads numbers, keeps what is not one for the schema to refuse', () => {
    expect(numberValue(' 4 ')).toBe(4);
    expect(numberValue('2,5')).toBe(2.5);
    expect(numberValue('')).toBeUndefined();
    expect(numberValue('four')).toBeNaN();
  });

  it('greets by the first name', () => {
    expect(firstName('  Ana María Ruiz ')).toBe('Ana');
  });
});

describe('visitorSchema', () => {
  it('holds only the fields the form writes, never staff-only ones', () => {
    expect(Object.keys(visitorSchema(landlordcontacts, LANDLORD_FIELDS).shape).sort()).toEqual([...LANDLORD_FIELDS].sort());
    expect(Object.keys(visitorSchema(investors, ['name', 'email']).shape)).not.toContain('notes');
  });

  it('leaves file fields to the file check', () => {
    expect(Object.keys(visitorSchema(contacts, ['name', 'email', 'message', 'attachment']).shape)).toEqual(['name', 'email', 'message']);
  });

  it('refuses a field the collection does not have', () => {
    expect(() => visitorSchema(landlordcontacts, ['name', 'status2'])).toThrow(/status2/);
  });
});

describe('recordErrors', () => {
  const schema = visitorSchema(landlordcontacts, LANDLORD_FIELDS);

  it('names every missing required field in the visitor’s language', () => {
    expect(recordErrors(landlordcontacts, schema, {}, es)).toEqual({ name: es('required'), email: es('required') });
    expect(recordErrors(landlordcontacts, schema, {}, en)).toEqual({ name: 'This field is required.', email: 'This field is required.' });
  });

  it('says what a good value looks like', () => {
    const errors = recordErrors(landlordcontacts, schema, { name: 'Ana', email: 'ana@', phone: 'call me', roomCount: Number.NaN }, es);
    expect(errors).toEqual({ email: es('email'), phone: es('phone'), roomCount: es('wholeNumber') });
    expect(errors.email).toBe('Escribe un correo como nombre@ejemplo.com.');
  });

  it('gives the limits the catalogue sets', () => {
    expect(recordErrors(landlordcontacts, schema, { name: 'Ana', email: 'ana@example.com', roomCount: 0 }, es)).toEqual({ roomCount: 'Como mínimo 1.' });
    expect(recordErrors(landlordcontacts, schema, { name: 'Ana', email: 'ana@example.com', roomCount: 201 }, en)).toEqual({ roomCount: 'At most 200.' });
    expect(recordErrors(landlordcontacts, schema, { name: 'x'.repeat(201), email: 'ana@example.com' }, en)).toEqual({
      name: 'Too long: at most 200 characters.',
    });
  });

  it('passes a good record', () => {
    expect(recordErrors(landlordcontacts, schema, { name: 'Ana', email: 'ana@example.com', phone: '+34 600 000 000', roomCount: 3 }, es)).toEqual({});
  });
});

describe('fileError', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  it('takes a PDF or an image within the size limit', () => {
    expect(fileError(file('cv.pdf', 'application/pdf', 2000), ATTACHMENT, es, 'es')).toBeUndefined();
    expect(fileError(file('cv.jpg', 'image/jpeg', 2000), ATTACHMENT, es, 'es')).toBeUndefined();
  });

  it('decides by the name when the system gives no type', () => {
    expect(fileError(file('cv.PDF', '', 2000), ATTACHMENT, es, 'es')).toBeUndefined();
    expect(fileError(file('cv.docx', 'application/octet-stream', 2000), ATTACHMENT, es, 'es')).toBe(es('fileType'));
  });

  it('refuses Word files, which the server does not accept', () => {
    expect(fileError(file('cv.doc', 'application/msword', 2000), ATTACHMENT, es, 'es')).toBe(es('fileType'));
    expect(
      fileError(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2000), ATTACHMENT, en, 'en'),
    ).toBe(en('fileType'));
  });

  it('refuses an empty file and one over the limit, saying both sizes', () => {
    expect(fileError(file('cv.pdf', 'application/pdf', 0), ATTACHMENT, es, 'es')).toBe(es('fileEmpty'));
    expect(fileError(file('cv.pdf', 'application/pdf', 11 * MB), ATTACHMENT, en, 'en')).toBe('The file is 11 MB; the limit is 10 MB.');
  });

  it('offers the same types in the picker', () => {
    expect(acceptAttribute('document').split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', 'image/png', '.jpeg']));
    expect(acceptAttribute('image')).not.toContain('pdf');
  });
});

describe('formatFileSize', () => {
  it('says sizes as each language writes them', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(2.25 * MB, 'es')).toBe('2,3 MB');
    expect(formatFileSize(10 * MB, 'en')).toBe('10 MB');
  });
});

describe('placeServerError', () => {
  const controls = (field: string) => (['name', 'email', 'attachment'].includes(field) ? field : undefined);

  it('puts a refusal naming a field of the form at that field, without the label', () => {
    const error = new ApiError({ message: 'Email: Enter an email address like name@example.com', status: 400, field: 'email' });
    expect(placeServerError(error, controls, es)).toEqual({ kind: 'field', field: 'email', message: 'Enter an email address like name@example.com' });
    const file = new ApiError({ message: 'attachment: the file must be a PDF or an image', status: 415, field: 'attachment' });
    expect(placeServerError(file, controls, es)).toEqual({ kind: 'field', field: 'attachment', message: 'The file must be a PDF or an image' });
  });

  it('shows too many sends, unknown fields and lost connections in the banner', () => {
    expect(placeServerError(new ApiError({ message: 'Too many messages: try again in 10 minutes', status: 429, field: null }), controls, es)).toEqual({
      kind: 'banner',
      title: 'tooMany',
      message: es('tooManyText'),
    });
    expect(placeServerError(new ApiError({ message: 'Status: only staff', status: 403, field: 'status' }), controls, es)).toEqual({
      kind: 'banner',
      title: 'sendFailed',
      message: 'Status: only staff',
    });
    expect(placeServerError(new ApiError({ message: 'offline', status: null, field: null }), controls, es)).toEqual({
      kind: 'banner',
      title: 'sendFailed',
      message: es('offline'),
    });
  });

  it('leaves a message without a label as it is', () => {
    expect(withoutLabel('the file is too large')).toBe('The file is too large');
  });
});
