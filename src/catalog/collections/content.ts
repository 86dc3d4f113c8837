import { publicContent } from '../access.ts';
import { POLICY_PLACEHOLDERS_HELP } from '../policies.ts';
import { PHONE_CATEGORIES } from './statuses.ts';
import {
  date,
  datetime,
  image,
  localized,
  localizedLong,
  order,
  phone,
  ref,
  refs,
  select,
  slug,
  text,
} from '../fields.ts';
import type { CollectionDef } from '../types.ts';

// What the public site says: news, help, legal texts and the advantages pages.

export const noticias = {
  name: 'noticias',
  route: '/Noticias',
  label: 'News',
  singular: 'News item',
  group: 'Content',
  description: 'News and blog posts for the blog and the home page.',
  fields: {
    title: localized({ required: true, searchable: true, column: true, max: 200 }),
    slug: slug({ required: true, unique: true, searchable: true, column: true }),
    summary: localizedLong({ max: 1000 }),
    body: localizedLong({ rich: true, required: true, max: 100_000, help: POLICY_PLACEHOLDERS_HELP }),
    cover: image({ label: 'Cover image' }),
    tags: refs('tags'),
    publishedAt: datetime({ column: true, help: 'Empty: a draft; in the future: scheduled' }),
    author: ref('users', { onDelete: 'setNull', searchable: true, column: true }),
  },
  titleField: 'title',
  defaultSort: '-publishedAt',
  access: publicContent,
  publicWhen: { field: 'publishedAt', notAfterNow: true },
} as const satisfies CollectionDef;

export const indexfaqs = {
  name: 'indexfaqs',
  route: '/IndexFaqs',
  label: 'FAQ sections',
  singular: 'FAQ section',
  group: 'Content',
  description: 'Sections the frequently asked questions are grouped under.',
  fields: {
    title: localized({ required: true, searchable: true, column: true, max: 120 }),
    order: order(),
  },
  titleField: 'title',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const faqs = {
  name: 'faqs',
  route: '/Faqs',
  label: 'FAQs',
  singular: 'FAQ',
  group: 'Content',
  description: 'Frequently asked questions and their answers, shown on the FAQ and help pages.',
  fields: {
    section: ref('indexfaqs', { required: true, searchable: true, column: true }),
    question: localized({ required: true, searchable: true, column: true, max: 500 }),
    answer: localizedLong({ required: true, rich: true, max: 10_000, help: POLICY_PLACEHOLDERS_HELP }),
    order: order(),
  },
  titleField: 'question',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

const legalText = () => ({
  version: text({ required: true, searchable: true, column: true, max: 20 }),
  body: localizedLong({ rich: true, required: true, max: 100_000, help: POLICY_PLACEHOLDERS_HELP }),
  effectiveFrom: date({ required: true, column: true }),
});

export const privacypolicies = {
  name: 'privacypolicies',
  route: '/PrivacyPolicies',
  label: 'Privacy policies',
  singular: 'Privacy policy',
  group: 'Content',
  description: 'Versions of the privacy policy; the newest one in force is shown.',
  fields: legalText(),
  titleField: 'version',
  defaultSort: '-effectiveFrom',
  access: publicContent,
} as const satisfies CollectionDef;

export const termsconditions = {
  name: 'termsconditions',
  route: '/TermsConditions',
  label: 'Terms and conditions',
  singular: 'Terms and conditions version',
  group: 'Content',
  description: 'Versions of the terms and conditions; the newest one in force is shown.',
  fields: legalText(),
  titleField: 'version',
  defaultSort: '-effectiveFrom',
  access: publicContent,
} as const satisfies CollectionDef;

export const advantages = {
  name: 'advantages',
  route: '/Advantagesdb',
  label: 'Advantages',
  singular: 'Advantage',
  group: 'Content',
  description: 'Reasons to choose Habita, for tenants, landlords or investors, on the advantages pages.',
  fields: {
    title: localized({ required: true, searchable: true, column: true, max: 200 }),
    summary: localizedLong({ max: 1000 }),
    body: localizedLong({ rich: true, max: 20_000 }),
    image: image(),
    type: ref('advantagestype', { required: true, searchable: true, column: true, label: 'Audience' }),
    order: order(),
  },
  titleField: 'title',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const usefulphones = {
  name: 'usefulphones',
  route: '/UsefulPhones',
  label: 'Useful phone numbers',
  singular: 'Useful phone number',
  group: 'Content',
  description: 'Phone numbers tenants may need in their city: emergencies, health, transport, building.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    phone: phone({ required: true, searchable: true, column: true, label: 'Number' }),
    city: text({ searchable: true, column: true, max: 120, help: 'Empty: every city' }),
    category: select(PHONE_CATEGORIES, {
      required: true,
      default: 'emergency',
      searchable: true,
      column: true,
    }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;
