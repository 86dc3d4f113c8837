import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getPublicConfig } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { DEFAULT_MAP_HEIGHT, type MapBounds, type MapPin, type MapProps } from './map-props.ts';
import { clusterPins, tagBox, type ScreenCluster } from './clusters.ts';
import { pinsKey, roundBoundsInwards, worldBounds } from './map-geometry.ts';

// Plain Leaflet behind a React component: the map is created once per mount and updated in
// place (markers, framing, selection), so panning state survives new results. Pins that would
// overlap at the current zoom are drawn as one counted cluster (see clusters.ts).

const messages = defineMessages({
  es: {
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    closePopup: 'Cerrar',
    cluster: ({ count }) => `${count} pisos aquí: acercar para verlos`,
    clusterHere: ({ count }) => `${count} pisos en este punto`,
  },
  en: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    closePopup: 'Close',
    cluster: ({ count }) => `${count} homes here: zoom in to see them`,
    clusterHere: ({ count }) => `${count} homes at this spot`,
  },
});

const MAX_ZOOM = 18;
/**
 * A popup is kept this far inside the map's edges: below the zoom buttons (top left) and the
 * page's own buttons over the map (top centre), so no control covers it.
 */
const POPUP_PADDING_TOP_LEFT: L.PointTuple = [16, 76];
const POPUP_PADDING_BOTTOM_RIGHT: L.PointTuple = [16, 24];
const popupOptions: L.PopupOptions = { autoPanPaddingTopLeft: POPUP_PADDING_TOP_LEFT, autoPanPaddingBottomRight: POPUP_PADDING_BOTTOM_RIGHT };

const MADRID: [number, number] = [40.4168, -3.7038];
const MOVE_SETTLE_MS = 350;
const SINGLE_PIN_ZOOM = 15;

export default function LeafletMap({ pins, ariaLabel, className, fit = 'pins', center, zoom, bounds, selectedId, onBoundsChange, onPinClick }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  /** A marker per pin, made when the pins change and drawn when no cluster holds it. */
  const markers = useRef(new Map<string, L.Marker>());
  /** Cluster markers by the ids they hold, kept while the same pins are clustered alike. */
  const clusters = useRef(new Map<string, { marker: L.Marker; ids: string[] }>());
  /** What is on the map now. */
  const drawn = useRef(new Set<L.Marker>());
  const currentPins = useRef<MapPin[]>([]);
  // True while the map moves itself (framing, resizing): those moves are not the person's.
  const framing = useRef(false);
  const navigate = useNavigate();
  const t = useT(messages);
  const latest = useRef<Latest>({ onBoundsChange, onPinClick, navigate, reframe: () => {}, redraw: () => {}, selectedId });
  useEffect(() => {
    latest.current.onBoundsChange = onBoundsChange;
    latest.current.onPinClick = onPinClick;
    latest.current.navigate = navigate;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The cleanup empties these; the containers themselves stay for the map's life.
    const [markerMap, clusterMap, drawnSet] = [markers.current, clusters.current, drawn.current];
    const map = L.map(element, { center: center ?? MADRID, zoom: zoom ?? 12, maxZoom: MAX_ZOOM, keyboard: true, zoomControl: false, attributionControl: true });
    map.attributionControl.setPrefix(false);
    mapRef.current = map;

    let settle: ReturnType<typeof setTimeout> | undefined;
    map.on('zoomend', () => latest.current.redraw());
    map.on('moveend', () => {
      reachOnlyVisible(map, drawn.current);
      if (framing.current) return;
      clearTimeout(settle);
      settle = setTimeout(() => latest.current.onBoundsChange?.(toBounds(map)), MOVE_SETTLE_MS);
    });

    let unmounted = false;
    getPublicConfig().then(
      ({ map: settings }) => {
        if (unmounted || !settings.tileUrl) return;
        L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: MAX_ZOOM }).addTo(map);
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
      markerMap.clear();
      clusterMap.clear();
      drawnSet.clear();
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
    for (const marker of drawn.current) marker.remove();
    drawn.current.clear();
    markers.current.clear();
    clusters.current.clear();
    currentPins.current = pins;
    for (const pin of pins) markers.current.set(pin.id, pinMarker(pin, latest));
    latest.current.redraw = () => {
      redraw(map, currentPins.current, { markers: markers.current, clusters: clusters.current, drawn: drawn.current }, (group) =>
        clusterMarker(map, group, currentPins.current, latest, { cluster: t('cluster', { count: group.ids.length }), here: t('clusterHere', { count: group.ids.length }) }),
      );
      markSelected(markers.current, clusters.current, latest.current.selectedId);
    };
    latest.current.redraw();
    // `key` stands for `pins`: the same pins in new objects do not rebuild the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, t]);

  useEffect(() => {
    latest.current.selectedId = selectedId;
    markSelected(markers.current, clusters.current, selectedId);
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

interface Latest {
  onBoundsChange: MapProps['onBoundsChange'];
  onPinClick: MapProps['onPinClick'];
  navigate: (href: string) => void;
  reframe: () => void;
  redraw: () => void;
  selectedId: string | undefined;
}

interface Drawing {
  markers: Map<string, L.Marker>;
  clusters: Map<string, { marker: L.Marker; ids: string[] }>;
  drawn: Set<L.Marker>;
}

/**
 * Draws the pins as the zoom allows: each group of pins that would overlap becomes one cluster
 * marker, the rest their own. Markers already drawn stay (an open popup stays open).
 */
function redraw(map: L.Map, pins: MapPin[], drawing: Drawing, makeCluster: (group: ScreenCluster) => L.Marker): void {
  const zoom = map.getZoom();
  const groups = clusterPins(
    pins.map((pin) => {
      const point = map.project([pin.lat, pin.lng], zoom);
      return { id: pin.id, x: point.x, y: point.y, box: tagBox(pin.label) };
    }),
  );
  const wanted = new Set<L.Marker>();
  const keptClusters = new Map<string, { marker: L.Marker; ids: string[] }>();
  for (const group of groups) {
    if (group.ids.length === 1) {
      wanted.add(drawing.markers.get(group.ids[0]!)!);
      continue;
    }
    const id = group.ids.join('|');
    const cluster = drawing.clusters.get(id) ?? { marker: makeCluster(group), ids: group.ids };
    keptClusters.set(id, cluster);
    wanted.add(cluster.marker);
  }
  for (const marker of drawing.drawn) if (!wanted.has(marker)) marker.remove();
  for (const marker of wanted) if (!drawing.drawn.has(marker)) marker.addTo(map);
  drawing.drawn.clear();
  for (const marker of wanted) drawing.drawn.add(marker);
  drawing.clusters.clear();
  for (const [id, cluster] of keptClusters) drawing.clusters.set(id, cluster);
  for (const [id, marker] of drawing.markers) {
    // The tag's text is the price; the name a screen reader announces is the place.
    if (wanted.has(marker)) marker.getElement()?.setAttribute('aria-label', accessibleName(pins.find((pin) => pin.id === id)!));
  }
  reachOnlyVisible(map, drawing.drawn);
}

function pinMarker(pin: MapPin, latest: { current: Latest }): L.Marker {
  const marker = L.marker([pin.lat, pin.lng], { icon: pinIcon(pin), title: pin.title, keyboard: true, riseOnHover: true });
  marker.on('click', () => latest.current.onPinClick?.(pin.id));
  if (pin.href) {
    marker.bindPopup(popupContent(pin, (href) => latest.current.navigate(href)), popupOptions);
    // Leaflet opens the popup on Enter; take the focus there so the link is one key away.
    marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
      if (event.originalEvent.key === 'Enter') marker.getPopup()?.getElement()?.querySelector('a')?.focus();
    });
  }
  return marker;
}

/**
 * A counted badge. Choosing it zooms in until its pins stand apart; when no zoom would part
 * them (one building, or the closest zoom already), it lists them in a popup instead.
 */
function clusterMarker(map: L.Map, group: ScreenCluster, pins: MapPin[], latest: { current: Latest }, words: { cluster: string; here: string }): L.Marker {
  const members = group.ids.map((id) => pins.find((pin) => pin.id === id)!);
  const badge = document.createElement('span');
  badge.className = 'habita-cluster__badge';
  badge.textContent = String(members.length);
  badge.setAttribute('aria-hidden', 'true');
  const size = group.box.right - group.box.left;
  const marker = L.marker(map.unproject([group.x, group.y], map.getZoom()), {
    icon: L.divIcon({ className: 'habita-cluster', html: badge, iconSize: [size, size] }),
    title: words.cluster,
    keyboard: true,
    riseOnHover: true,
  });
  const area = L.latLngBounds(members.map((pin) => [pin.lat, pin.lng] as L.LatLngTuple));
  const choose = () => {
    // Homes at one spot (one building) never part: list them at once.
    const oneSpot = area.getNorthEast().equals(area.getSouthWest());
    const target = Math.min(map.getBoundsZoom(area, false, L.point(96, 96)), map.getMaxZoom());
    if (!oneSpot && target > map.getZoom()) {
      map.fitBounds(area, { padding: [48, 48], maxZoom: target });
      return;
    }
    if (!marker.getPopup()) marker.bindPopup(listContent(members, words.here, (href) => latest.current.navigate(href)), popupOptions);
    marker.openPopup();
    marker.getPopup()?.getElement()?.querySelector('a')?.focus();
  };
  marker.on('click', choose);
  marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key === 'Enter') choose();
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', words.cluster));
  return marker;
}

function markSelected(markers: Map<string, L.Marker>, clusters: Drawing['clusters'], selectedId: string | undefined): void {
  for (const [id, marker] of markers) {
    const selected = id === selectedId;
    marker.getElement()?.classList.toggle('is-selected', selected);
    marker.setZIndexOffset(selected ? 1000 : 0);
  }
  for (const { marker, ids } of clusters.values()) {
    const selected = selectedId !== undefined && ids.includes(selectedId);
    marker.getElement()?.classList.toggle('is-selected', selected);
    marker.setZIndexOffset(selected ? 1000 : 0);
  }
}

/**
 * Tab reaches the pins in view only: focusing one outside would make the browser scroll the
 * map's box to it and break the map's layout, and unseen pins are no use to a keyboard user.
 */
function reachOnlyVisible(map: L.Map, markers: Iterable<L.Marker>): void {
  const view = map.getBounds();
  for (const marker of markers) {
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

function pinLink(pin: MapPin, go: (href: string) => void): HTMLAnchorElement {
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
  return link;
}

function listContent(pins: MapPin[], heading: string, go: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'habita-popup__heading';
  title.textContent = heading;
  const list = document.createElement('ul');
  list.className = 'habita-popup__list';
  for (const pin of pins) {
    const item = document.createElement('li');
    item.append(pinLink(pin, go));
    list.append(item);
  }
  box.append(title, list);
  return box;
}

function popupContent(pin: MapPin, go: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.append(pinLink(pin, go));
  if (pin.label && !pin.title.includes(pin.label)) {
    const label = document.createElement('span');
    label.className = 'habita-popup__label';
    label.textContent = pin.label;
    box.append(label);
  }
  return box;
}
