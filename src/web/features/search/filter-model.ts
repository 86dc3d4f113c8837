import type { LocalizedText } from '../../i18n/format.ts';
import type { SearchParamName } from './search-params.ts';

// The search panel is driven by the `filters` collection, so staff can reorder, rename or switch
// off filters without a deploy. Each record becomes one control bound to the API parameters it
// writes; records whose key this page does not know how to search by are skipped.

export interface FilterRecord {
  _id?: string;
  label: LocalizedText | string;
  key: string;
  kind: string;
  options?: unknown;
  order?: number | null;
  active?: boolean | null;
}

export interface Choice {
  value: string;
  label: LocalizedText | string;
}

interface ControlBase {
  id: string;
  key: string;
  label: LocalizedText | string;
  /** The API parameters this control writes; a 400 naming one of them shows at the control. */
  params: SearchParamName[];
}

export type FilterControl =
  | (ControlBase & { kind: 'range'; min: SearchParamName; max: SearchParamName; money: boolean; unit: string; bounds?: { min?: number; max?: number; step?: number } })
  | (ControlBase & { kind: 'dates'; from: 'from'; to: 'to' })
  | (ControlBase & { kind: 'single'; param: SearchParamName; choices: Choice[] })
  | (ControlBase & { kind: 'multi'; param: SearchParamName; match: 'any' | 'all'; choices: Choice[] })
  | (ControlBase & { kind: 'boolean'; param: SearchParamName });

const RANGES: Record<string, { min: SearchParamName; max: SearchParamName; money: boolean; unit: string }> = {
  monthlyPrice: { min: 'monthlyPriceMin', max: 'monthlyPriceMax', money: true, unit: '€' },
  sizeM2: { min: 'sizeM2Min', max: 'sizeM2Max', money: false, unit: 'm²' },
};

/** One value each: a select. */
const SINGLE_SELECTS = new Set<SearchParamName>(['city', 'minMonths']);
/** Any of the chosen: the room is one of these. */
const ANY_OF = new Set<SearchParamName>(['type', 'mattress', 'neighborhood']);
/** All of the chosen: the room has every one of these. */
const ALL_OF = new Set<SearchParamName>(['amenities', 'floorAmenities', 'buildingAmenities']);
const BOOLEANS = new Set<SearchParamName>(['billsIncluded', 'featured']);

function firstOption(options: unknown): Record<string, unknown> {
  const first = Array.isArray(options) ? options[0] : undefined;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
}

function isLabel(value: unknown): value is LocalizedText | string {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && ('es' in value || 'en' in value));
}

function choicesOf(options: unknown): Choice[] {
  if (!Array.isArray(options)) return [];
  const choices: Choice[] = [];
  for (const option of options) {
    if (typeof option === 'string' || typeof option === 'number') {
      choices.push({ value: String(option), label: String(option) });
      continue;
    }
    if (!option || typeof option !== 'object') continue;
    const { value, label } = option as { value?: unknown; label?: unknown };
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    choices.push({ value: String(value), label: isLabel(label) ? label : String(value) });
  }
  return choices;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The controls for the active filter records, in their order. */
export function filterControls(records: FilterRecord[]): FilterControl[] {
  const controls: FilterControl[] = [];
  const seen = new Set<string>();
  const sorted = [...records].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const record of sorted) {
    if (record.active === false || seen.has(record.key)) continue;
    const base = { id: record._id ?? record.key, key: record.key, label: record.label };
    const control = toControl(record, base);
    if (!control) continue;
    seen.add(record.key);
    controls.push(control);
  }
  return controls;
}

function toControl(record: FilterRecord, base: Omit<ControlBase, 'params'>): FilterControl | undefined {
  const key = record.key as SearchParamName;
  if (record.kind === 'range') {
    const option = firstOption(record.options);
    if (option.type === 'date' || record.key === 'availableFrom') return { ...base, kind: 'dates', from: 'from', to: 'to', params: ['from', 'to'] };
    const range = RANGES[record.key];
    if (!range) return undefined;
    const bounds = { min: numberOrUndefined(option.min), max: numberOrUndefined(option.max), step: numberOrUndefined(option.step) };
    return { ...base, kind: 'range', ...range, bounds, params: [range.min, range.max] };
  }
  if (record.kind === 'select') {
    const choices = choicesOf(record.options);
    if (choices.length === 0) return undefined;
    if (SINGLE_SELECTS.has(key)) return { ...base, kind: 'single', param: key, choices, params: [key] };
    if (ANY_OF.has(key)) return { ...base, kind: 'multi', match: 'any', param: key, choices, params: [key] };
    if (ALL_OF.has(key)) return { ...base, kind: 'multi', match: 'all', param: key, choices, params: [key] };
    return undefined;
  }
  if (record.kind === 'boolean' && BOOLEANS.has(key)) return { ...base, kind: 'boolean', param: key, params: [key] };
  return undefined;
}

/** The control that writes an API parameter, to show the server's complaint about it there. */
export function controlForParam(controls: FilterControl[], param: string | null | undefined): FilterControl | undefined {
  if (!param) return undefined;
  return controls.find((control) => (control.params as string[]).includes(param));
}
