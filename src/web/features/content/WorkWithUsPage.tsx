import { useEffect, useId } from 'react';
import { contacts } from '../../../catalog/collections/people.ts';
import type { FileField } from '../../../catalog/types.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { defineMessages, translate, useT, type Translate } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { Confirmation } from './forms/Confirmation.tsx';
import { formatFileSize } from '../../components/form/file-size.ts';
import type { FormMessageKey } from './forms/form-messages.ts';
import { FileControl, PublicFormShell, TextAreaControl, TextControl } from './forms/FormControls.tsx';
import { fileError, firstName, textValue, type FieldErrors } from './forms/public-form.ts';
import { usePublicForm, type FormValues } from './forms/use-public-form.ts';
import type { Language } from '../../i18n/language.ts';

// Job applications: a contact message with a CV attached, subject filled in for the person.
// The file goes with the record; the server reads its bytes and keeps it only when it is a PDF
// or an image, which the picker and the check below say before anything is uploaded.

const messages = defineMessages({
  es: {
    title: 'Trabaja con nosotros',
    lead: 'Buscamos personas que quieran que alquilar una habitación sea sencillo y justo, para quien vive en ella y para quien la alquila.',
    description: 'Envía tu candidatura a Habita: cuéntanos quién eres y adjunta tu CV.',
    whyTitle: 'Trabajar en Habita',
    why1: 'Un equipo pequeño',
    why1Text: 'Personas de atención, operaciones y tecnología que se conocen por su nombre y deciden juntas.',
    why2: 'Trabajo con sentido',
    why2Text: 'Cada día ayudas a alguien a encontrar casa en una ciudad nueva, o a un propietario a alquilar con tranquilidad.',
    why3: 'Aprender de todo',
    why3Text: 'En una empresa joven cada persona ve el alquiler de principio a fin: la vivienda, el contrato, la convivencia.',
    formTitle: 'Envíanos tu candidatura',
    formLead: 'Leemos todas las candidaturas con atención.',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    subject: 'Asunto',
    subjectDefault: 'Candidatura para trabajar en Habita',
    message: 'Preséntate',
    messageHint: 'Qué has hecho, qué te gustaría hacer en Habita y desde dónde trabajarías.',
    attachment: 'CV',
    attachmentHint: 'PDF o imagen (JPG, PNG, GIF o WebP), hasta {max}.',
    send: 'Enviar candidatura',
    thanks: '¡Gracias, {name}!',
    thanksText: 'Hemos recibido tu candidatura. Te responderemos en {email}.',
  },
  en: {
    title: 'Work with us',
    lead: 'We are looking for people who want renting a room to be simple and fair, for those who live in it and for those who let it.',
    description: 'Apply to Habita: tell us who you are and attach your CV.',
    whyTitle: 'Working at Habita',
    why1: 'A small team',
    why1Text: 'Support, operations and technology people who know each other by name and decide together.',
    why2: 'Work that matters',
    why2Text: 'Every day you help someone find a home in a new city, or an owner let their flat with peace of mind.',
    why3: 'Learning everything',
    why3Text: 'In a young company everyone sees renting from start to finish: the home, the contract, living together.',
    formTitle: 'Send us your application',
    formLead: 'We read every application carefully.',
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    subjectDefault: 'Application to work at Habita',
    message: 'Introduce yourself',
    messageHint: 'What you have done, what you would like to do at Habita and where you would work from.',
    attachment: 'CV',
    attachmentHint: 'PDF or image (JPG, PNG, GIF or WebP), up to {max}.',
    send: 'Send application',
    thanks: 'Thank you, {name}!',
    thanksText: 'We have received your application. We will answer you at {email}.',
  },
});

const ATTACHMENT = contacts.fields.attachment as FileField;

interface ApplicationValues extends FormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  attachment: File | null;
}

const FIELDS = ['name', 'email', 'subject', 'message', 'attachment'] as const;

export function applicationRecord(values: ApplicationValues): Record<string, unknown> {
  return {
    name: textValue(values.name),
    email: textValue(values.email),
    subject: textValue(values.subject),
    message: textValue(values.message),
    attachment: values.attachment ?? undefined,
  };
}

function checkApplication(values: ApplicationValues, t: Translate<FormMessageKey>, language: Language): FieldErrors {
  return values.attachment ? { attachment: fileError(values.attachment, ATTACHMENT, t, language) } : {};
}

function ApplicationForm() {
  const t = useT(messages);
  const language = useLanguage();
  const form = usePublicForm<ApplicationValues>({
    collection: contacts,
    fields: FIELDS,
    initial: { name: '', email: '', subject: translate(messages, language, 'subjectDefault'), message: '', attachment: null },
    toRecord: applicationRecord,
    check: checkApplication,
  });

  // The subject was written for the person in their language: when they switch before touching it, it follows.
  const { values, set } = form;
  useEffect(() => {
    const other: Language = language === 'es' ? 'en' : 'es';
    if (values.subject === translate(messages, other, 'subjectDefault')) set('subject', translate(messages, language, 'subjectDefault'));
  }, [language, values.subject, set]);

  return (
    <PublicFormShell
      form={form}
      submitLabel={t('send')}
      confirmation={(sent) => (
        <Confirmation title={t('thanks', { name: firstName(sent.name) })}>{t('thanksText', { email: sent.email.trim() })}</Confirmation>
      )}
    >
      <TextControl form={form} name="name" label={t('name')} autoComplete="name" />
      <TextControl form={form} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <TextControl form={form} name="subject" label={t('subject')} />
      <TextAreaControl form={form} name="message" label={t('message')} hint={t('messageHint')} rows={6} />
      <FileControl
        form={form}
        name="attachment"
        label={t('attachment')}
        hint={t('attachmentHint', { max: formatFileSize(ATTACHMENT.maxBytes, language) })}
        field={ATTACHMENT}
      />
    </PublicFormShell>
  );
}

export default function WorkWithUsPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('description'));
  const whyId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-why`;
  const formId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-form`;
  const reasons = [
    { title: t('why1'), text: t('why1Text') },
    { title: t('why2'), text: t('why2Text') },
    { title: t('why3'), text: t('why3Text') },
  ];
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start">
        <section aria-labelledby={whyId}>
          <h2 id={whyId} className="text-2xl font-semibold tracking-tight text-stone-900">
            {t('whyTitle')}
          </h2>
          <ul className="mt-5 space-y-4">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-xl border border-stone-200 bg-white p-5">
                <h3 className="font-semibold text-stone-900">{reason.title}</h3>
                <p className="mt-1 text-stone-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={formId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id={formId} className="text-xl font-semibold text-stone-900">
            {t('formTitle')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-700">{t('formLead')}</p>
          <ApplicationForm />
        </section>
      </div>
    </PublicLayout>
  );
}
