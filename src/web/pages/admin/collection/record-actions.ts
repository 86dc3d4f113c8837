import type { ComponentType } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import type { ApiRecord } from '../../../store/collection-slice.ts';
import { ReservationCancelAction } from './ReservationCancelAction.tsx';
import { UserAccountActions } from './UserAccountActions.tsx';

// Buttons some collections add to the generic screen, beside Edit and Remove in each row and
// at the top of the edit form: actions of their own server module (users: verify, disable;
// reservations: cancel with the refund rule).

export interface RecordActionsProps {
  collection: CollectionDef;
  record: ApiRecord;
  /** The record as the server answered after the action. */
  onChanged: (record: ApiRecord) => void;
  placement: 'row' | 'form';
}

const byCollection: Partial<Record<string, ComponentType<RecordActionsProps>>> = {
  users: UserAccountActions,
  roomreserves: ReservationCancelAction,
};

export function recordActionsFor(collection: CollectionDef): ComponentType<RecordActionsProps> | undefined {
  return byCollection[collection.name];
}
