// Records are named by uuids. An address holding anything else cannot name a payment, and
// asking the server about it would only earn a 400 (and a console error) for nothing.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
}
