import { listRecords } from '../../../api/public.ts';
import { ALL, type Faq, type FaqSection } from './content-api.ts';

// The FAQ as the FAQ and help pages show it: sections in their order, each with its questions
// in theirs. Two small lists read side by side.

export interface FaqGroup {
  section: FaqSection;
  faqs: Faq[];
}

export async function loadFaqGroups(signal: AbortSignal): Promise<FaqGroup[]> {
  const [sections, faqs] = await Promise.all([
    listRecords<FaqSection>('indexfaqs', { limit: ALL, sort: 'order' }, signal),
    listRecords<Faq>('faqs', { limit: ALL, sort: 'order' }, signal),
  ]);
  return sections.docs.map((section) => ({ section, faqs: faqs.docs.filter((faq) => faq.section === section._id) }));
}
