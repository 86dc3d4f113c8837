import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { addDays, isDay, localToday } from '../../components/public/calendar-days.ts';
import type { Remote } from '../../api/use-remote.ts';
import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import type { FilterControl } from './filter-model.ts';
import { searchMessages } from './messages.ts';
import { useDraft } from './use-draft.ts';
import { centsToEuros, eurosToCents, listValues, plainNumber, type SearchChange } from './search-params.ts';

// The filters, one control per active filter record. Choices apply at once; typed numbers
// apply when the person leaves the pair of boxes or presses Enter, so a half-typed price
// does not search (or add a history entry) on every key.

export interface ServerComplaint {
  field: string;
  message: string;
}

interface ControlProps<K extends FilterControl['kind']> {
  control: Extract<FilterControl, { kind: K }>;
  params: URLSearchParams;
  onChange: (change: SearchChange) => void;
  complaint?: string;
}

const SECTION = 'border-b border-stone-200 py-4 first:pt-0 last:border-b-0';
const LEGEND = 'mb-2 text-sm font-semibold text-stone-900';
const HELP = 'mb-2 text-xs text-stone-600';
const MULTI_VISIBLE = 6;

/**
 * What to tell the person at a filter the server refused. The server's own message is written
 * for developers (parameter names, cents); the alert above the results still shows it.
 */
function complaintKey(control: FilterControl): 'notAnAmount' | 'notANumber' | 'datesInvalid' | 'choiceInvalid' {
  if (control.kind === 'range') return control.money ? 'notAnAmount' : 'notANumber';
  return control.kind === 'dates' ? 'datesInvalid' : 'choiceInvalid';
}

export function FilterPanel({
  controls,
  params,
  onChange,
  complaint,
}: {
  controls: Remote<FilterControl[]> & { retry: () => void };
  params: URLSearchParams;
  onChange: (change: SearchChange) => void;
  complaint?: ServerComplaint | null;
}) {
  const t = useT(searchMessages);
  const common = useT(commonMessages);
  if (controls.status === 'loading') {
    return (
      <div aria-busy="true" className="space-y-5">
        <span className="sr-only">{common('loading')}</span>
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
            <div className="h-9 animate-pulse rounded-lg bg-stone-100" />
          </div>
        ))}
      </div>
    );
  }
  if (controls.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p>{t('filtersFailed')}</p>
        <button type="button" className="mt-1 font-semibold underline" onClick={controls.retry}>
          {common('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div>
      {controls.data.map((control) => {
        const said = complaint && (control.params as string[]).includes(complaint.field) ? t(complaintKey(control)) : undefined;
        const props = { params, onChange, complaint: said };
        return (
          <div key={control.id} className={SECTION}>
            {control.kind === 'range' && <RangeControl control={control} {...props} />}
            {control.kind === 'dates' && <DatesControl control={control} {...props} />}
            {control.kind === 'single' && <SingleControl control={control} {...props} />}
            {control.kind === 'multi' && <MultiControl control={control} {...props} />}
            {control.kind === 'boolean' && <BooleanControl control={control} {...props} />}
          </div>
        );
      })}
    </div>
  );
}

function leavesGroup(event: FocusEvent<HTMLElement>): boolean {
  return !event.currentTarget.contains(event.relatedTarget as Node | null);
}

function RangeControl({ control, params, onChange, complaint }: ControlProps<'range'>) {
  const t = useT(searchMessages);
  const f = useFormat();
  const id = useId();
  const addressMin = params.get(control.min) ?? '';
  const addressMax = params.get(control.max) ?? '';
  const shown = (value: string) => (control.money ? centsToEuros(value) : value);
  const [draft, setDraft] = useDraft({ min: shown(addressMin), max: shown(addressMax) }, `${addressMin}|${addressMax}`);
  const [problem, setProblem] = useState<string>();
  const read = (text: string) => (control.money ? eurosToCents(text) : plainNumber(text));

  const apply = () => {
    const min = read(draft.min);
    const max = read(draft.max);
    if (min === null || max === null) return setProblem(t(control.money ? 'notAnAmount' : 'notANumber'));
    if (min !== undefined && max !== undefined && Number(min) > Number(max)) return setProblem(t('minAboveMax'));
    setProblem(undefined);
    if ((min ?? '') !== addressMin || (max ?? '') !== addressMax) onChange({ [control.min]: min, [control.max]: max });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  const message = problem ?? complaint;
  const placeholder = (bound: number | undefined) => (bound === undefined ? undefined : control.money ? centsToEuros(String(bound)) : String(bound));
  const input = (which: 'min' | 'max') => (
    <div>
      <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-medium text-stone-700">
        {t(which)}
      </label>
      <div className="relative">
        <input
          id={`${id}-${which}`}
          name={which === 'min' ? control.min : control.max}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="input pr-9"
          value={draft[which]}
          placeholder={placeholder(which === 'min' ? control.bounds?.min : control.bounds?.max)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, [which]: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500">
          {control.unit}
        </span>
      </div>
    </div>
  );
  return (
    <fieldset onBlur={(event) => leavesGroup(event) && apply()}>
      <legend className={LEGEND}>{f.text(control.label)}</legend>
      <div className="grid grid-cols-2 gap-3">
        {input('min')}
        {input('max')}
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

function DatesControl({ control, params, onChange, complaint }: ControlProps<'dates'>) {
  const t = useT(searchMessages);
  const f = useFormat();
  const id = useId();
  const addressFrom = params.get(control.from) ?? '';
  const addressTo = params.get(control.to) ?? '';
  const [draft, setDraft] = useDraft({ from: addressFrom, to: addressTo }, `${addressFrom}|${addressTo}`);
  const today = localToday();

  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    const both = Boolean(next.from && next.to);
    const neither = !next.from && !next.to;
    if ((both && next.to > next.from) || neither) {
      if (next.from !== addressFrom || next.to !== addressTo) onChange({ from: next.from, to: next.to });
    }
  };
  const problem = draft.from && draft.to && draft.to <= draft.from ? t('datesOrder') : complaint;
  const hint = !problem && Boolean(draft.from) !== Boolean(draft.to) ? t('bothDates') : undefined;
  const dayAfter = (day: string) => (isDay(day) ? addDays(day, 1) : undefined);
  const input = (which: 'from' | 'to') => (
    <div>
      <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-medium text-stone-700">
        {t(which === 'from' ? 'moveIn' : 'moveOut')}
      </label>
      <input
        id={`${id}-${which}`}
        name={which}
        type="date"
        className="input px-2"
        value={draft[which]}
        min={which === 'from' ? today : dayAfter(draft.from || today)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-note` : undefined}
        onChange={(event) => change({ ...draft, [which]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className={LEGEND}>{f.text(control.label)}</legend>
      <div className="grid grid-cols-2 gap-3">
        {input('from')}
        {input('to')}
      </div>
      {(problem || hint) && (
        <p id={`${id}-note`} className={problem ? 'field-error' : 'mt-1 text-sm text-stone-600'}>
          {problem ?? hint}
        </p>
      )}
    </fieldset>
  );
}

function SingleControl({ control, params, onChange, complaint }: ControlProps<'single'>) {
  const t = useT(searchMessages);
  const f = useFormat();
  const id = useId();
  const value = params.get(control.param) ?? '';
  // A value from a link that the filter does not offer still shows, so the select tells the truth.
  const choices = value && !control.choices.some((choice) => choice.value === value) ? [...control.choices, { value, label: value }] : control.choices;
  const help = control.param === 'minMonths' ? t('minMonthsHelp') : undefined;
  return (
    <div>
      <label htmlFor={id} className={`block ${LEGEND}`}>
        {f.text(control.label)}
      </label>
      {help && (
        <p id={`${id}-help`} className={HELP}>
          {help}
        </p>
      )}
      <select
        id={id}
        name={control.param}
        className="input"
        value={value}
        aria-invalid={complaint ? true : undefined}
        aria-describedby={[help ? `${id}-help` : '', complaint ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange({ [control.param]: event.target.value })}
      >
        <option value="">{t('any')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {f.text(choice.label)}
          </option>
        ))}
      </select>
      {complaint && (
        <p id={`${id}-error`} className="field-error">
          {complaint}
        </p>
      )}
    </div>
  );
}

function MultiControl({ control, params, onChange, complaint }: ControlProps<'multi'>) {
  const t = useT(searchMessages);
  const f = useFormat();
  const id = useId();
  const chosen = listValues(params, control.param);
  const [expanded, setExpanded] = useState(false);
  const hiddenChosen = control.choices.slice(MULTI_VISIBLE).some((choice) => chosen.includes(choice.value));
  const showAll = expanded || hiddenChosen || control.choices.length <= MULTI_VISIBLE + 2;
  const visible = showAll ? control.choices : control.choices.slice(0, MULTI_VISIBLE);
  const toggle = (value: string, on: boolean) => onChange({ [control.param]: on ? [...chosen, value] : chosen.filter((item) => item !== value) });
  return (
    <fieldset aria-describedby={`${id}-help${complaint ? ` ${id}-error` : ''}`}>
      <legend className={LEGEND}>{f.text(control.label)}</legend>
      <p id={`${id}-help`} className={HELP}>
        {t(control.match === 'all' ? 'allOfHelp' : 'anyOfHelp')}
      </p>
      <ul className="space-y-1">
        {visible.map((choice) => (
          <li key={choice.value}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-stone-800 hover:text-stone-950">
              <input
                type="checkbox"
                name={control.param}
                value={choice.value}
                className="size-4 rounded border-stone-400 accent-accent-700"
                checked={chosen.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              {f.text(choice.label)}
            </label>
          </li>
        ))}
      </ul>
      {!hiddenChosen && control.choices.length > MULTI_VISIBLE + 2 && (
        <button type="button" className="mt-1 text-sm font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800" aria-expanded={showAll} onClick={() => setExpanded(!expanded)}>
          {showAll ? t('showFewer') : t('showAll', { count: control.choices.length })}
        </button>
      )}
      {complaint && (
        <p id={`${id}-error`} className="field-error">
          {complaint}
        </p>
      )}
    </fieldset>
  );
}

function BooleanControl({ control, params, onChange, complaint }: ControlProps<'boolean'>) {
  const f = useFormat();
  const id = useId();
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-stone-900">
        <input
          type="checkbox"
          name={control.param}
          className="size-4 rounded border-stone-400 accent-accent-700"
          checked={params.get(control.param) === 'true'}
          aria-invalid={complaint ? true : undefined}
          aria-describedby={complaint ? `${id}-error` : undefined}
          onChange={(event) => onChange({ [control.param]: event.target.checked ? 'true' : undefined })}
        />
        {f.text(control.label)}
      </label>
      {complaint && (
        <p id={`${id}-error`} className="field-error">
          {complaint}
        </p>
      )}
    </div>
  );
}
