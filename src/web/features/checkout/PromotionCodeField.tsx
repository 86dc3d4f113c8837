import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { reserveDialogMessages } from './reserve-dialog-messages.ts';

// The promotion code: typed, applied (the quote is asked again with it), removed; a refusal is
// said under the field, which takes the focus so the reader hears it.

export interface PromotionCodeFieldProps {
  typed: string;
  onType: (typed: string) => void;
  /** The code the quote was asked with; '' for none. */
  code: string;
  /** The applied promotion's code and the discount it gives, when the quote applied one. */
  applied: { code: string | null; discount: number } | null;
  problem: string | null;
  onApply: () => void;
  onRemove: () => void;
}

export function PromotionCodeField({ typed, onType, code, applied, problem, onApply, onRemove }: PromotionCodeFieldProps) {
  const t = useT(reserveDialogMessages);
  const f = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem]);

  return (
    <div>
      <label htmlFor={`${id}-code`} className="label">
        {t('code')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-code`}
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || (applied && code) ? `${id}-code-note` : undefined}
        />
        {applied && code && typed.trim() === code ? (
          <button type="button" className="btn shrink-0" onClick={onRemove}>
            {t('remove')}
          </button>
        ) : (
          <button type="button" className="btn shrink-0" disabled={!typed.trim()} onClick={onApply}>
            {t('apply')}
          </button>
        )}
      </div>
      {problem ? (
        <p id={`${id}-code-note`} className="field-error">
          {problem}
        </p>
      ) : (
        applied &&
        code && (
          <p id={`${id}-code-note`} className="mt-1 text-sm text-emerald-800">
            {t('applied', { code: applied.code ?? code, discount: f.price(applied.discount) })}
          </p>
        )
      )}
    </div>
  );
}
