import { useId, useState } from 'react';
import { isLiveReservationStatus } from '../../../../catalog/collections/statuses.ts';
import { cancelReservation } from '../../../api/booking.ts';
import { getCancellationPreview } from '../../../api/staff-payments.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import type { ApiRecord } from '../../../api/records.ts';
import { useSession } from '../../../store/hooks.ts';
import { isStaffUser } from '../../../store/session-slice.ts';
import { formatDay, formatMoney, humanize, paymentKindLabel } from '../../../components/backoffice/format.ts';
import { LoadingBlock, ErrorNotice } from '../../../components/backoffice/ui.tsx';
import type { RecordActionsProps } from './record-extensions.ts';

// Staff cancel a live reservation from the back-office: first what the refund rule gives back
// (the server's preview, the same rule the cancellation applies), then a reason and the
// confirmation. The refunds go through the provider that took the money.

function RefundPreview({ reservationId }: { reservationId: string }) {
  const preview = useRemote((signal) => getCancellationPreview(reservationId, signal), `cancellation:${reservationId}`);
  if (preview.status === 'loading') return <LoadingBlock label="Working out the refund" rows={2} />;
  if (preview.status === 'error') return <ErrorNotice what="the refund" message={preview.message} onRetry={preview.retry} />;
  const { rule, refunds } = preview.data;
  const total = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2">
      <p className="text-stone-800">{rule}</p>
      {refunds.length === 0 ? (
        <p className="font-medium text-stone-900">Nothing is paid back.</p>
      ) : (
        <dl className="space-y-1" aria-label="Refunds">
          {refunds.map((refund) => (
            <div key={refund.operation} className="flex justify-between gap-3">
              <dt>{paymentKindLabel(refund.kind)}</dt>
              <dd className="tabular-nums">{formatMoney(refund.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-stone-200 pt-1 font-semibold text-stone-900">
            <dt>Paid back in all</dt>
            <dd className="tabular-nums">{formatMoney(total)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

export function ReservationCancelAction({ collection, record, onChanged, placement }: RecordActionsProps) {
  const { user } = useSession();
  const notify = useNotices();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const reasonId = useId();
  if (!user || !isStaffUser(user) || !isLiveReservationStatus(record.status)) return null;

  const stay = `${formatDay(String(record.startDate))} – ${formatDay(String(record.endDate))}`;
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(undefined);
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { reservation, refunds } = await cancelReservation(record._id, reason.trim() || undefined);
      onChanged(reservation as unknown as ApiRecord);
      const back = refunds.reduce((sum, refund) => sum + refund.amount, 0);
      notify({ tone: 'success', message: `Reservation ${stay} cancelled${back ? `; ${formatMoney(back)} is being paid back` : ''}.` });
      setOpen(false);
      setReason('');
    } catch (caught) {
      setError(toServerError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const button = placement === 'row' ? 'btn-ghost hidden px-2 py-1 text-red-700 hover:bg-red-50 md:inline-flex' : 'btn text-red-700 hover:bg-red-50';
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Cancel reservation
        {placement === 'row' && <span className="sr-only"> {plainTitle(collection, record)}</span>}
      </button>
      <Dialog
        open={open}
        title="Cancel this reservation?"
        tone="danger"
        onClose={close}
        footer={
          <>
            <button type="button" className="btn" onClick={close} disabled={busy} data-autofocus>
              Keep it
            </button>
            <button type="button" className="btn-danger" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel reservation'}
            </button>
          </>
        }
      >
        <p>
          Stay {stay}, now {humanize(String(record.status)).toLowerCase()}. The room becomes free for these dates and payments not yet made are called off.
        </p>
        {open && <RefundPreview reservationId={record._id} />}
        <div>
          <label htmlFor={reasonId} className="label">
            Reason
          </label>
          <textarea id={reasonId} className="input" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        {error && <Alert title="The reservation was not cancelled">{error}</Alert>}
      </Dialog>
    </>
  );
}
