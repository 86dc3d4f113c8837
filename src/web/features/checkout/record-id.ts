import { ID_PATTERN } from '../../../catalog/validation.ts';

// Records are named by uuids. An address holding anything else cannot name a payment, and
// asking the server about it would only earn a 400 (and a console error) for nothing.

export function isRecordId(value: string | null | undefined): value is string {
  return !!value && ID_PATTERN.test(value);
}
