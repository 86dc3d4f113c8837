import type { ComponentType } from 'react';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';

/**
 * The dialog a property page opens to reserve a room for the dates chosen. Checkout draws it
 * (`features/checkout/ReserveDialog.tsx`) and `app/` hands it to the property page, so neither
 * feature imports the other.
 */
export interface ReserveDialogProps {
  open: boolean;
  onClose: () => void;
  room: Pick<PropertyRoom, '_id' | 'name' | 'extras'>;
  property: Pick<PropertyPage['property'], '_id' | 'title'>;
  from: string;
  to: string;
}

export type ReserveDialogComponent = ComponentType<ReserveDialogProps>;
