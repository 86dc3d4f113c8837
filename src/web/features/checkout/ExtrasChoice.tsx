import type { PropertyRoom } from '../../api/public.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { reserveDialogMessages } from './reserve-dialog-messages.ts';

// The room's optional extras, each a checkbox with its monthly price.

export interface ExtrasChoiceProps {
  extras: PropertyRoom['extras'];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

export function ExtrasChoice({ extras, chosen, onChange }: ExtrasChoiceProps) {
  const t = useT(reserveDialogMessages);
  const f = useFormat();
  if (extras.length === 0) return null;
  return (
    <fieldset>
      <legend className="font-semibold text-stone-900">{t('extras')}</legend>
      <div className="mt-1 space-y-1">
        {extras.map((extra) => (
          <label key={extra._id} className="flex items-center gap-2 py-1">
            <input
              type="checkbox"
              className="size-4 accent-accent-700"
              checked={chosen.includes(extra._id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, extra._id] : chosen.filter((id) => id !== extra._id))}
            />
            <span className="flex-1 text-stone-800">{f.text(extra.name)}</span>
            <span className="tabular-nums text-stone-600">{t('extraPrice', { price: f.price(extra.monthlyPrice) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
