import { useEffect, useState } from 'react';
import type { Quote } from '../../../catalog/pricing.ts';
import { getQuote } from '../../api/booking.ts';
import { ApiError, isAbort } from '../../api/http.ts';
import { useT } from '../../i18n/messages.ts';
import { codeMessages, codeProblemOfMessage } from './code-refusal.ts';

// The server's quote for the dialog's choices, asked again whenever they change; the last
// quote stays shown (dimmed) while the next is on its way. A promotion code the server refuses
// is said at the code field and the stay is priced without it.

export type QuoteState =
  | { status: 'loading'; quote: Quote | null }
  | { status: 'ready'; quote: Quote }
  | { status: 'error'; quote: Quote | null; message: string };

export interface QuoteChoices {
  open: boolean;
  room: string;
  from: string;
  to: string;
  extras: string[];
  /** Bumped to ask again after a failure. */
  attempt: number;
}

export interface DialogQuote {
  quote: QuoteState;
  /** The code the quote is asked with; '' for none. */
  code: string;
  setCode: (code: string) => void;
  /** Why the code was refused, in the reader's words. */
  codeProblem: string | null;
  setCodeProblem: (problem: string | null) => void;
}

export function useDialogQuote({ open, room, from, to, extras, attempt }: QuoteChoices): DialogQuote {
  const codeT = useT(codeMessages);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteState>({ status: 'loading', quote: null });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setQuote((current) => ({ status: 'loading', quote: current.quote }));
    getQuote({ room, from, to, extras, code }, controller.signal).then(
      (answer) => {
        setQuote({ status: 'ready', quote: answer });
        const refused = answer.promotion && !answer.promotion.applied ? answer.promotion.refusal : null;
        if (code && refused) setCodeProblem(codeT(refused));
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.field === 'code') {
          setCodeProblem(codeT(codeProblemOfMessage(error.message)));
          setCode('');
          return;
        }
        setQuote((current) => ({ status: 'error', quote: current.quote, message: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [open, room, from, to, extras, code, attempt, codeT]);

  return { quote, code, setCode, codeProblem, setCodeProblem };
}
