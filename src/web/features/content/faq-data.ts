import { listRecords } from '../../api/public.ts';
import { ALL, type Faq, type FaqSection } from '../../api/public-content.ts';
import { loadPolicyValues, withPolicies } from './policy-text.ts';

// The FAQ as the FAQ and help pages show it: sections in their order, each with its questions
// in theirs. Two small lists read side by side, and the money rules their answers quote.

export interface FaqGroup {
  section: FaqSection;
  faqs: Faq[];
}

/** Answers come with their money rules' numbers filled in, so the search finds what is shown. */
export async function loadFaqGroups(signal: AbortSignal): Promise<FaqGroup[]> {
  const [sections, faqs, policies] = await Promise.all([
    listRecords<FaqSection>('indexfaqs', { limit: ALL, sort: 'order' }, signal),
    listRecords<Faq>('faqs', { limit: ALL, sort: 'order' }, signal),
    loadPolicyValues(),
  ]);
  const shown = faqs.docs.map((faq) => ({ ...faq, question: withPolicies(faq.question, policies), answer: withPolicies(faq.answer, policies) }));
  return sections.docs.map((section) => ({ section, faqs: shown.filter((faq) => faq.section === section._id) }));
}
