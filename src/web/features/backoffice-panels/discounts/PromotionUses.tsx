import { request, apiUrl } from '../../../api/http.ts';
import type { ReservationStatus } from '../../../../catalog/collections/statuses.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { RefTitle } from '../../../components/ui/RecordTitle.tsx';
import { formatDay, formatMoney, humanize } from '../../../components/backoffice/format.ts';
import { editLink } from '../dashboard/links.ts';
import { Badge, EmptyNotice, RemoteView, type Tone } from '../../../components/backoffice/ui.tsx';
import { Link } from 'react-router';

// The reservations made with one promotion, newest first, with what it took off each stay
// (the discount in the quote the reservation was made with).

const SHOWN = 20;
const STATUS_TONE: Record<string, Tone> = {
  confirmed: 'good',
  completed: 'neutral',
  hold: 'warn',
  pending_payment: 'warn',
  cancelled: 'neutral',
  expired: 'neutral',
} satisfies Record<ReservationStatus, Tone>;

interface UseRow {
  _id: string;
  room: string;
  user: string;
  startDate: string;
  endDate: string;
  status: string;
  quote?: { discountTotal?: number } | null;
}

async function loadUses(promotionId: string, signal: AbortSignal) {
  const body = await request<{ roomreserves: { docs: UseRow[]; totalDocs: number } }>(
    apiUrl('/api/roomreserves/', { promotion: promotionId, sort: '-createdAt', limit: SHOWN }),
    { signal },
  );
  return body.roomreserves;
}

export function PromotionUses({ promotionId }: { promotionId: string }) {
  const uses = useRemote((signal) => loadUses(promotionId, signal), `uses:${promotionId}`);
  return (
    <RemoteView remote={uses} what="the reservations made with it" rows={3}>
      {({ docs, totalDocs }) =>
        docs.length === 0 ? (
          <EmptyNotice>No reservation has used it yet.</EmptyNotice>
        ) : (
          <div className="space-y-2">
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white" aria-label="Reservations made with it">
              {docs.map((use) => (
                <li key={use._id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <Link to={editLink('roomreserves', use._id)} className="font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
                      <RefTitle to="users" id={use.user} />
                    </Link>
                    <p className="text-stone-600">
                      <RefTitle to="rooms" id={use.room} /> · {formatDay(use.startDate)} – {formatDay(use.endDate)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <span className="tabular-nums text-stone-800">{typeof use.quote?.discountTotal === 'number' ? `−${formatMoney(use.quote.discountTotal)}` : '—'}</span>
                    <Badge tone={STATUS_TONE[use.status] ?? 'neutral'}>{humanize(use.status)}</Badge>
                  </div>
                </li>
              ))}
            </ul>
            {totalDocs > docs.length && (
              <p className="text-xs text-stone-600">
                Showing the {SHOWN} latest of {totalDocs}.{' '}
                <Link to={`/RoomReserves?q=${promotionId}&field=promotion`} className="font-medium text-accent-700 underline underline-offset-2">
                  See them all
                </Link>
              </p>
            )}
          </div>
        )
      }
    </RemoteView>
  );
}
