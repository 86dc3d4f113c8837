import { useMemo, useState } from 'react';
import type { RoomCard } from '../../../api/public.ts';
import { LazyMap, type MapBounds } from '../../../components/map/LazyMap.tsx';
import { formatBbox, pinsKey } from '../../../components/map/map-geometry.ts';
import { useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { searchMessages } from './messages.ts';
import { roomPins } from './room-pins.ts';

// The results on a map: one pin per property. Moving the map offers "Search this area", which
// writes the visible area into the address as `bbox`; the search then keeps that area in view
// instead of jumping to frame the new pins.

export function SearchMap({
  rooms,
  area,
  stayQuery,
  selectedProperty,
  onSelect,
  onSearchArea,
  onClearArea,
  className,
}: {
  rooms: RoomCard[];
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
  const pins = useMemo(
    () => roomPins(rooms, { price: f.price, text: f.text, title: (property, count, price) => t('pinTitle', { property, count, price }) }, stayQuery),
    [rooms, f, t, stayQuery],
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
    </div>
  );
}
