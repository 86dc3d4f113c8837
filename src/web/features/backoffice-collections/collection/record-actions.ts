import type { ComponentType } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { ReservationCancelAction } from './ReservationCancelAction.tsx';
import type { RecordActionsProps } from './record-extensions.ts';
import { UserAccountActions } from './UserAccountActions.tsx';

// Buttons some collections add to the generic screen, beside Edit and Remove in each row and
// at the top of the edit form: actions of their own server module (users: verify, disable;
// reservations: cancel with the refund rule).

const byCollection: Partial<Record<string, ComponentType<RecordActionsProps>>> = {
  users: UserAccountActions,
  roomreserves: ReservationCancelAction,
};

export function recordActionsFor(collection: CollectionDef): ComponentType<RecordActionsProps> | undefined {
  return byCollection[collection.name];
}
