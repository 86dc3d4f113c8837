import { useMemo, useState } from 'react';
import type { RoomSearchParams } from '../../api/public.ts';
import { LazyMap } from '../../components/map/LazyMap.tsx';
import type { MapBounds } from '../../components/map/map-props.ts';
import { formatBbox, pinsKey } from '../../components/map/map-geometry.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { apiQueryKey } from './search-params.ts';
import { searchMessages } from './messages.ts';
import { placePins } from './place-pins.ts';
import { usePlaces } from './use-places.ts';

// The search on a map: one pin per home with matching rooms, every one of them, not only those
// of the page of rooms listed beside it (clustered where dense). Moving the map offers "Search
// this area", which writes the visible area into the address as `bbox`; the search then keeps
// that area in view instead of jumping to frame the new pins. Homes outside that area stay on
// the map, so moving it shows what another search would find.

export function SearchMap({
  filters,
  area,
  stayQuery,
  selectedProperty,
  onSelect,
  onSearchArea,
  onClearArea,
  className,
}: {
  /** The search's filters, without its order, page and area. */
  filters: RoomSearchParams;
  area: MapBounds | undefined;
  stayQuery: string;
  selectedProperty?: string;
  onSelect: (propertyId: string) => void;
  onSearchArea: (bbox: string) => void;
  onClearArea: () => void;
  className: string;
}) {
  const t = useT(searchMessages);
  const f = useFormat();
  const [moved, setMoved] = useState<MapBounds>();
  // Too many homes for one answer: then ask for those in view (the area searched or moved to).
  const filtersKey = apiQueryKey(filters);
  const [cutFor, setCutFor] = useState<string>();
  const view = cutFor === filtersKey ? (moved ?? area) : undefined;
  const query = useMemo(() => (view ? { ...filters, bbox: formatBbox(view) } : filters), [filters, view]);
  const places = usePlaces(query, apiQueryKey(query));
  if (places.truncated && !places.loading && cutFor !== filtersKey) setCutFor(filtersKey);
  const pins = useMemo(
    () => placePins(places.places, { price: f.price, text: f.text, title: (property, count, price) => t('pinTitle', { property, count, price }) }, stayQuery),
    [places.places, f, t, stayQuery],
  );
  // New results without an area reframe the map to their pins, so a move made before is gone.
  const framedKey = area ? '' : pinsKey(pins);
  const [seenFrame, setSeenFrame] = useState(framedKey);
  if (seenFrame !== framedKey) {
    setSeenFrame(framedKey);
    setMoved(undefined);
  }
  const offerArea = moved && (!area || formatBbox(moved) !== formatBbox(area));

  return (
    <div className="relative">
      <LazyMap
        pins={pins}
        ariaLabel={t('mapLabel')}
        className={className}
        fit={area ? 'none' : 'pins'}
        bounds={area}
        selectedId={selectedProperty}
        onBoundsChange={setMoved}
        onPinClick={onSelect}
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center gap-2 px-14">
        {offerArea && (
          <button
            type="button"
            className="btn-primary pointer-events-auto shadow-md"
            onClick={() => {
              onSearchArea(formatBbox(moved));
              setMoved(undefined);
            }}
          >
            {t('searchArea')}
          </button>
        )}
        {area && !offerArea && (
          <button
            type="button"
            className="btn pointer-events-auto shadow-md"
            onClick={() => {
              setMoved(undefined);
              onClearArea();
            }}
          >
            {t('clearArea')}
          </button>
        )}
      </div>
      {(places.truncated || places.failed) && (
        <p role="status" className="absolute inset-x-3 bottom-7 z-10 rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-stone-800 shadow-md">
          {places.failed ? t('placesFailed') : t('placesCut', { count: f.number(places.places.length) })}
        </p>
      )}
    </div>
  );
}
