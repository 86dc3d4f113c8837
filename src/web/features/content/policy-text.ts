import { renderPolicyLanguages, type PolicyValues } from '../../../catalog/policies.ts';
import { getPublicConfig } from '../../api/public.ts';
import type { LocalizedText } from '../../i18n/format.ts';

// The FAQ, help and terms pages show stored texts whose money rules are placeholders
// ({fullRefundDays}…): they are filled in with the values this server applies, so what a page
// promises is what the booking code does (src/catalog/policies.ts).

/** The values of the server's money rules (read once per page load, with the rest of its settings). */
export async function loadPolicyValues(): Promise<PolicyValues> {
  return (await getPublicConfig()).policies;
}

/** A stored text as the visitor reads it: every language with its rules' numbers filled in. */
export function withPolicies<T extends LocalizedText>(text: T, values: PolicyValues): T {
  return renderPolicyLanguages(text, values);
}
