import { investors } from '../../../catalog/collections/people.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { AudiencePage } from './forms/AudiencePage.tsx';
import { Confirmation } from './forms/Confirmation.tsx';
import { PublicFormShell, SelectControl, TextAreaControl, TextControl } from './forms/FormControls.tsx';
import { firstName, textValue } from './forms/public-form.ts';
import { usePublicForm, type FormValues } from './forms/use-public-form.ts';

// People who would invest in homes Habita runs: what we offer them, and a form that becomes an
// investor lead. `notes` and `status` are staff's, so they are never sent from here.

const messages = defineMessages({
  es: {
    title: 'Invierte con Habita',
    lead: 'Viviendas que gestionamos de principio a fin, alquiladas por habitaciones, con cuentas claras cada mes.',
    description: 'Invierte en viviendas alquiladas por habitaciones y gestionadas por Habita: búsqueda, reforma, alquiler y mantenimiento.',
    toForm: 'Quiero saber más',
    offerTitle: 'Lo que te ofrecemos',
    stepsTitle: 'Cómo trabajamos',
    step1: 'Hablamos',
    step1Text: 'Nos cuentas tu presupuesto y lo que buscas; te explicamos cómo trabajamos y con qué números.',
    step2: 'Elegimos la vivienda',
    step2Text: 'Te proponemos viviendas concretas con el estudio de rentabilidad de cada una.',
    step3: 'La gestionamos',
    step3Text: 'Reforma, alquiler, cobros y mantenimiento: nos ocupamos de la gestión diaria.',
    formTitle: 'Hablemos de tu inversión',
    formLead: 'Sin compromiso. Solo usaremos estos datos para contactarte sobre tu inversión.',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    company: 'Empresa',
    budget: 'Presupuesto',
    budgetAny: 'Prefiero no decirlo aún',
    upTo: 'Hasta {max}',
    between: 'De {min} a {max}',
    from: 'Más de {min}',
    interest: '¿En qué te gustaría invertir?',
    interestHint: 'Ciudades, tipo de vivienda, plazos… lo que ya tengas pensado.',
    send: 'Enviar',
    thanks: '¡Gracias, {name}!',
    thanksText: 'Hemos recibido tu interés. Te escribiremos a {email} en unos días laborables.',
  },
  en: {
    title: 'Invest with Habita',
    lead: 'Homes we manage from start to finish, let by the room, with clear accounts every month.',
    description: 'Invest in homes let by the room and managed by Habita: sourcing, refurbishment, letting and maintenance.',
    toForm: 'I would like to know more',
    offerTitle: 'What we offer you',
    stepsTitle: 'How we work',
    step1: 'We talk',
    step1Text: 'You tell us your budget and what you are looking for; we explain how we work and with which figures.',
    step2: 'We choose the home',
    step2Text: 'We put specific homes to you, each with its study of returns.',
    step3: 'We manage it',
    step3Text: 'Refurbishment, letting, rent collection and maintenance: we handle the day-to-day.',
    formTitle: 'Let us talk about your investment',
    formLead: 'No commitment. We will only use these details to contact you about your investment.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    budget: 'Budget',
    budgetAny: 'I would rather not say yet',
    upTo: 'Up to {max}',
    between: '{min} to {max}',
    from: 'More than {min}',
    interest: 'What would you like to invest in?',
    interestHint: 'Cities, kind of home, time frame… whatever you already have in mind.',
    send: 'Send',
    thanks: 'Thank you, {name}!',
    thanksText: 'We have received your interest. We will write to you at {email} within a few working days.',
  },
});

const EURO = 100;

/** Budget brackets of the select; each sets the two money fields the catalogue keeps (cents). */
export const BUDGETS: Record<string, { min?: number; max?: number }> = {
  upTo100k: { max: 100_000 * EURO },
  '100k-250k': { min: 100_000 * EURO, max: 250_000 * EURO },
  '250k-500k': { min: 250_000 * EURO, max: 500_000 * EURO },
  '500k-1m': { min: 500_000 * EURO, max: 1_000_000 * EURO },
  over1m: { min: 1_000_000 * EURO },
};

interface InvestorValues extends FormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  budget: string;
  interest: string;
}

const FIELDS = ['name', 'email', 'phone', 'company', 'budgetMin', 'budgetMax', 'interest'] as const;
const CONTROLS = { budgetMin: 'budget', budgetMax: 'budget' } as const;
const EMPTY: InvestorValues = { name: '', email: '', phone: '', company: '', budget: '', interest: '' };

export function investorRecord(values: InvestorValues): Record<string, unknown> {
  const budget = Object.hasOwn(BUDGETS, values.budget) ? BUDGETS[values.budget]! : {};
  return {
    name: textValue(values.name),
    email: textValue(values.email),
    phone: textValue(values.phone),
    company: textValue(values.company),
    budgetMin: budget.min,
    budgetMax: budget.max,
    interest: textValue(values.interest),
  };
}

function InvestorForm() {
  const t = useT(messages);
  const format = useFormat();
  const form = usePublicForm({ collection: investors, fields: FIELDS, initial: EMPTY, toRecord: investorRecord, controlOf: CONTROLS });
  const budgetLabel = ({ min, max }: { min?: number; max?: number }) => {
    if (min !== undefined && max !== undefined) return t('between', { min: format.price(min), max: format.price(max) });
    if (max !== undefined) return t('upTo', { max: format.price(max) });
    return t('from', { min: format.price(min ?? 0) });
  };
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
      <TextControl form={form} name="phone" label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextControl form={form} name="company" label={t('company')} autoComplete="organization" />
      <SelectControl
        form={form}
        name="budget"
        label={t('budget')}
        placeholder={t('budgetAny')}
        options={Object.entries(BUDGETS).map(([value, range]) => ({ value, label: budgetLabel(range) }))}
      />
      <TextAreaControl form={form} name="interest" label={t('interest')} hint={t('interestHint')} />
    </PublicFormShell>
  );
}

export default function InvestorPage() {
  const t = useT(messages);
  return (
    <AudiencePage
      audience="investors"
      text={{
        title: t('title'),
        lead: t('lead'),
        description: t('description'),
        toForm: t('toForm'),
        offerTitle: t('offerTitle'),
        stepsTitle: t('stepsTitle'),
        steps: [
          { title: t('step1'), text: t('step1Text') },
          { title: t('step2'), text: t('step2Text') },
          { title: t('step3'), text: t('step3Text') },
        ],
        formTitle: t('formTitle'),
        formLead: t('formLead'),
      }}
      form={<InvestorForm />}
    />
  );
}
