import { useCallback } from 'react';
import type { QuoteLine } from '../../../catalog/pricing.ts';
import type { ReservationStatus } from '../../api/booking.ts';
import type { OperationKind, OperationStatus } from '../../api/payment-operation.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';

// How payments, reservations and the lines of a quote read to a tenant: the quote dialog, the
// checkout, the return pages, the receipt and My room all say them the same way.

export const paymentMessages = defineMessages({
  es: {
    kind_deposit: 'Fianza',
    kind_first_month: 'Primer pago',
    kind_rent: 'Alquiler mensual',
    kind_fee: 'Cargo',
    kind_refund: 'Devolución',
    status_pending: 'Pendiente',
    status_succeeded: 'Pagado',
    status_failed: 'Fallido',
    status_refunded: 'Devuelto',
    status_cancelled: 'Anulado',
    reservation_hold: 'Reservada, pendiente de pago',
    reservation_pending_payment: 'Pago en curso',
    reservation_confirmed: 'Confirmada',
    reservation_cancelled: 'Cancelada',
    reservation_expired: 'Caducada',
    reservation_completed: 'Terminada',
    line_rent: 'Alquiler',
    line_deposit: 'Fianza (se devuelve al salir)',
    line_discount: 'Descuento',
    line_once: '{name} (pago único)',
    line_monthly: '{name} (al mes)',
    line_extra: '{name} (extra)',
    line_costs: 'Gastos de gestión',
    line_extras: 'Extras',
  },
  en: {
    kind_deposit: 'Deposit',
    kind_first_month: 'First payment',
    kind_rent: 'Monthly rent',
    kind_fee: 'Fee',
    kind_refund: 'Refund',
    status_pending: 'Pending',
    status_succeeded: 'Paid',
    status_failed: 'Failed',
    status_refunded: 'Refunded',
    status_cancelled: 'Cancelled',
    reservation_hold: 'Reserved, awaiting payment',
    reservation_pending_payment: 'Payment in progress',
    reservation_confirmed: 'Confirmed',
    reservation_cancelled: 'Cancelled',
    reservation_expired: 'Expired',
    reservation_completed: 'Finished',
    line_rent: 'Rent',
    line_deposit: 'Deposit (returned when you leave)',
    line_discount: 'Discount',
    line_once: '{name} (one-off)',
    line_monthly: '{name} (monthly)',
    line_extra: '{name} (extra)',
    line_costs: 'Management costs',
    line_extras: 'Extras',
  },
});

export function usePaymentWords() {
  const t = useT(paymentMessages);
  const f = useFormat();

  const lineLabel = useCallback(
    (line: QuoteLine): string => {
      const name = f.text(line.name);
      switch (line.kind) {
        case 'rent':
          return name || t('line_rent');
        case 'deposit':
          return t('line_deposit');
        case 'discount':
          return name ? `${t('line_discount')}: ${name}` : t('line_discount');
        case 'extra':
          return name ? t('line_extra', { name }) : t('line_extras');
        case 'cost':
          if (!name) return t('line_costs');
          return t(line.frequency === 'once' ? 'line_once' : 'line_monthly', { name });
      }
    },
    [t, f],
  );

  return {
    t,
    kind: (kind: OperationKind) => t(`kind_${kind}`),
    status: (status: OperationStatus) => t(`status_${status}`),
    reservation: (status: ReservationStatus) => t(`reservation_${status}`),
    lineLabel,
  };
}
