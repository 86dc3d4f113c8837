import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getPublicConfig } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { DEFAULT_MAP_HEIGHT, type MapBounds, type MapPin, type MapProps } from './LazyMap.tsx';
import { pinsKey, roundBoundsInwards, worldBounds } from './map-geometry.ts';

// Plain Leaflet behind a React component: the map is created once per mount and updated in
// place (markers, framing, selection), so panning state survives new results.

const messages = defineMessages({
  es: { zoomIn: 'Acercar', zoomOut: 'Alejar', closePopup: 'Cerrar' },
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', closePopup: 'Close' },
});

const MADRID: [number, number] = [40.4168, -3.7038];
const MOVE_SETTLE_MS = 350;
const SINGLE_PIN_ZOOM = 15;

export default function LeafletMap({ pins, ariaLabel, className, fit = 'pins', center, zoom, bounds, selectedId, onBoundsChange, onPinClick }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  // True while the map moves itself (framing, resizing): those moves are not the person's.
  const framing = useRef(false);
  const navigate = useNavigate();
  const t = useT(messages);
  const latest = useRef({ onBoundsChange, onPinClick, navigate, reframe: () => {} });
  useEffect(() => {
    latest.current.onBoundsChange = onBoundsChange;
    latest.current.onPinClick = onPinClick;
    latest.current.navigate = navigate;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: center ?? MADRID, zoom: zoom ?? 12, keyboard: true, zoomControl: false, attributionControl: true });
    map.attributionControl.setPrefix(false);
    mapRef.current = map;

    let settle: ReturnType<typeof setTimeout> | undefined;
    map.on('moveend', () => {
      reachOnlyVisible(map, markers.current);
      if (framing.current) return;
      clearTimeout(settle);
      settle = setTimeout(() => latest.current.onBoundsChange?.(toBounds(map)), MOVE_SETTLE_MS);
    });

    let unmounted = false;
    getPublicConfig().then(
      ({ map: settings }) => {
        if (unmounted || !settings.tileUrl) return;
        L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 }).addTo(map);
      },
      // Without settings the map still shows its pins on a plain ground.
      () => undefined,
    );

    const resize = new ResizeObserver(() => {
      moveQuietly(framing, () => map.invalidateSize({ animate: false }));
      latest.current.reframe();
    });
    resize.observe(element);

    return () => {
      unmounted = true;
      clearTimeout(settle);
      resize.disconnect();
      markers.current.clear();
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The zoom buttons and the popup's close button speak the visitor's language.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    const nameClose = (event: L.PopupEvent) => event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('closePopup'));
    map.on('popupopen', nameClose);
    return () => {
      zoom.remove();
      map.off('popupopen', nameClose);
    };
  }, [t]);

  const key = pinsKey(pins);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const marker of markers.current.values()) marker.remove();
    markers.current.clear();
    for (const pin of pins) {
      const marker = L.marker([pin.lat, pin.lng], {
        icon: pinIcon(pin),
        title: pin.title,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => latest.current.onPinClick?.(pin.id));
      if (pin.href) {
        marker.bindPopup(popupContent(pin, (href) => latest.current.navigate(href)), { autoPanPadding: [24, 24] });
        // Leaflet opens the popup on Enter; take the focus there so the link is one key away.
        marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') marker.getPopup()?.getElement()?.querySelector('a')?.focus();
        });
      }
      marker.addTo(map);
      // The tag's text is the price; the name a screen reader announces is the place.
      marker.getElement()?.setAttribute('aria-label', accessibleName(pin));
      markers.current.set(pin.id, marker);
    }
    reachOnlyVisible(map, markers.current);
    // `key` stands for `pins`: the same pins in new objects do not rebuild the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const selected = id === selectedId;
      marker.getElement()?.classList.toggle('is-selected', selected);
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedId, key]);

  const boundsKey = bounds ? `${bounds.south},${bounds.west},${bounds.north},${bounds.east}` : '';
  const centerKey = center ? center.join(',') : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const frame = () => {
      if (fit === 'pins' && pins.length > 0) {
        const first = pins[0]!;
        moveQuietly(framing, () =>
          pins.length === 1
            ? map.setView([first.lat, first.lng], zoom ?? SINGLE_PIN_ZOOM, { animate: false })
            : map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.lat, pin.lng] as [number, number])), { padding: [48, 48], maxZoom: 16, animate: false }),
        );
      } else if (bounds) {
        const area = L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);
        // After the person chose this very area, stay put instead of stepping back a zoom level.
        if (!map.getBounds().contains(area) || !area.pad(0.05).contains(map.getBounds())) moveQuietly(framing, () => map.fitBounds(area, { animate: false }));
      } else if (center) {
        moveQuietly(framing, () => map.setView(center, zoom ?? map.getZoom(), { animate: false }));
      }
    };
    latest.current.reframe = frame;
    frame();
    // The keys stand for `pins`, `bounds` and `center`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fit, boundsKey, centerKey, zoom]);

  return <div ref={container} role="region" aria-label={ariaLabel} className={`habita-map isolate z-0 overflow-hidden rounded-xl border border-stone-200 ${className ?? DEFAULT_MAP_HEIGHT}`} />;
}

/**
 * Tab reaches the pins in view only: focusing one outside would make the browser scroll the
 * map's box to it and break the map's layout, and unseen pins are no use to a keyboard user.
 */
function reachOnlyVisible(map: L.Map, markers: Map<string, L.Marker>): void {
  const view = map.getBounds();
  for (const marker of markers.values()) {
    const element = marker.getElement();
    if (element) element.tabIndex = view.contains(marker.getLatLng()) ? 0 : -1;
  }
}

function moveQuietly(framing: { current: boolean }, move: () => void): void {
  framing.current = true;
  try {
    move();
  } finally {
    framing.current = false;
  }
}

function toBounds(map: L.Map): MapBounds {
  const view = map.getBounds();
  return roundBoundsInwards(worldBounds({ south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() }));
}

/** The title, with the tag's text unless the title already says it. */
function accessibleName(pin: MapPin): string {
  return pin.label && !pin.title.includes(pin.label) ? `${pin.title}, ${pin.label}` : pin.title;
}

function pinIcon(pin: MapPin): L.DivIcon {
  const tag = document.createElement('span');
  tag.className = 'habita-pin__tag';
  tag.textContent = pin.label;
  tag.setAttribute('aria-hidden', 'true');
  // No size: the box is as wide as its text and hangs above the point (see map.css).
  return L.divIcon({ className: 'habita-pin', html: tag, iconSize: null as unknown as L.PointExpression });
}

function popupContent(pin: MapPin, go: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.className = 'habita-popup__title';
  link.href = pin.href ?? '#';
  link.textContent = pin.title;
  link.addEventListener('click', (event) => {
    // Same-site links stay in the app; a modified click keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !pin.href?.startsWith('/')) return;
    event.preventDefault();
    go(pin.href);
  });
  box.append(link);
  if (pin.label && !pin.title.includes(pin.label)) {
    const label = document.createElement('span');
    label.className = 'habita-popup__label';
    label.textContent = pin.label;
    box.append(label);
  }
  return box;
}
