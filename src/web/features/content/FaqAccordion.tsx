import { RichText } from '../../components/rich-text/RichText.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import type { Faq } from '../../api/public-content.ts';

// Questions that open in place (<details>): readable without scripts, by keyboard, and by
// the browser's find-in-page, which opens the one that holds the words.

/** `openAll`: every answer shown (the results of a search); the visitor can still close one. */
export function FaqAccordion({ faqs, openAll = false }: { faqs: readonly Faq[]; openAll?: boolean }) {
  const f = useFormat();
  return (
    <div className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._id} className="group" open={openAll || undefined}>
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-medium text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
            <span>{f.text(faq.question)}</span>
            <span aria-hidden="true" className="mt-0.5 shrink-0 text-xl leading-none text-stone-500 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText html={f.text(faq.answer)} className="px-5 pb-5 text-stone-700" />
        </details>
      ))}
    </div>
  );
}
