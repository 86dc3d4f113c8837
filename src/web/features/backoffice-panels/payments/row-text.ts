import { pickText } from '../../../i18n/format.ts';
import type { OperationRow } from '../../../api/staff-payments.ts';

// How a payment row names what it is for, in the back-office's English: a name as text, or
// the English of a `{ es, en }` text, else its Spanish.

export function plainText(value: unknown): string {
  return pickText(value, 'en');
}

/** `Lucía Fernández · Room 2 · Piso Ruzafa` */
export function describeRow(row: Pick<OperationRow, 'userName' | 'userEmail' | 'roomName' | 'propertyTitle'>): string {
  return [row.userName || row.userEmail || 'Unknown tenant', plainText(row.roomName) || 'Room not found', plainText(row.propertyTitle)].filter(Boolean).join(' · ');
}
