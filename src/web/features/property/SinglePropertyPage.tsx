import { Navigate, useParams, useSearchParams } from 'react-router';
import { getPropertyPage, type PropertyPage } from '../../api/public.ts';
import { ApiError } from '../../api/http.ts';
import { useRemote } from '../../api/use-remote.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import type { ReserveDialogComponent } from '../../components/public/reserve-dialog.ts';
import { NotListed } from './NotListed.tsx';
import { PropertyView } from './PropertyView.tsx';

// /singleproperty/:id — one home and its rooms, from one call. `?room=` picks out a room,
// `?from=&to=` (passed on by the search) fill in the dates of every reservation form.

type Loaded = { listed: true; page: PropertyPage } | { listed: false };

async function loadProperty(id: string, signal: AbortSignal): Promise<Loaded> {
  try {
    return { listed: true, page: await getPropertyPage(id, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { listed: false };
    throw error;
  }
}

/** `ReserveDialog`: the dialog that takes a reservation, checkout's, handed in by app/. */
export default function SinglePropertyPage({ ReserveDialog }: { ReserveDialog: ReserveDialogComponent }) {
  const { id } = useParams();
  if (!id) return <Navigate to="/searchproperties" replace />;
  return <PropertyScreen id={id} ReserveDialog={ReserveDialog} />;
}

function PropertyScreen({ id, ReserveDialog }: { id: string; ReserveDialog: ReserveDialogComponent }) {
  const [params] = useSearchParams();
  const remote = useRemote((signal) => loadProperty(id, signal), id);
  return (
    <PublicLayout>
      <RemoteState remote={remote} placeholder={<Placeholder />}>
        {(loaded) =>
          loaded.listed ? (
            <PropertyView page={loaded.page} chosenRoom={params.get('room')} initialFrom={params.get('from') ?? ''} initialTo={params.get('to') ?? ''} ReserveDialog={ReserveDialog} />
          ) : (
            <NotListed />
          )
        }
      </RemoteState>
    </PublicLayout>
  );
}

/** The page's shape while it loads, so nothing moves when it arrives. */
function Placeholder() {
  return (
    <div className="mx-auto max-w-6xl animate-pulse px-4 pb-20 pt-10">
      <div className="h-9 w-2/3 rounded bg-stone-200" />
      <div className="mt-3 h-6 w-1/2 rounded bg-stone-100" />
      <div className="mt-8 aspect-[4/3] rounded-2xl bg-stone-100 sm:aspect-[3/2] lg:aspect-[2.2/1]" />
    </div>
  );
}
