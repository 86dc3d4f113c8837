import { landlordcontacts } from '../../../catalog/collections/people.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { AudiencePage } from './forms/AudiencePage.tsx';
import { Confirmation } from './forms/Confirmation.tsx';
import { PublicFormShell, TextAreaControl, TextControl } from './forms/FormControls.tsx';
import { firstName, numberValue, textValue } from './forms/public-form.ts';
import { usePublicForm, type FormValues } from './forms/use-public-form.ts';

// Owners offering their home: what Habita does for them, and a form that becomes a landlord
// enquiry for staff to follow up. `status` is staff's, so it is never sent from here.

const messages = defineMessages({
  es: {
    title: 'Alquila tu vivienda con Habita',
    lead: 'Buscamos inquilinos, cobramos el alquiler y cuidamos de tu piso. Tú sabes en todo momento qué pasa con él.',
    description: 'Gestión integral de tu vivienda en alquiler por habitaciones: reservas pagadas por adelantado, cobro del alquiler y mantenimiento.',
    toForm: 'Cuéntanos sobre tu vivienda',
    offerTitle: 'Lo que hacemos por ti',
    stepsTitle: 'Cómo funciona',
    step1: 'Nos escribes',
    step1Text: 'Con este formulario, en dos minutos. Te llamamos en unos días laborables.',
    step2: 'Visitamos tu vivienda',
    step2Text: 'Vemos el piso contigo y te proponemos un precio por habitación y las mejoras que valen la pena.',
    step3: 'Nos ocupamos del resto',
    step3Text: 'Publicamos, gestionamos las reservas, cobramos cada mes y atendemos las incidencias.',
    formTitle: 'Cuéntanos sobre tu vivienda',
    formLead: 'Sin compromiso. Solo usaremos estos datos para contactarte sobre tu vivienda.',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección de la vivienda',
    city: 'Ciudad',
    roomCount: 'Número de habitaciones',
    message: 'Mensaje',
    messageHint: 'Lo que quieras contarnos: estado del piso, cuándo estará libre, dudas…',
    send: 'Enviar',
    thanks: '¡Gracias, {name}!',
    thanksText: 'Hemos recibido los datos de tu vivienda. Te escribiremos a {email} en unos días laborables.',
  },
  en: {
    title: 'Let your home with Habita',
    lead: 'We find tenants, collect the rent and look after your flat, and you always know what is going on with it.',
    description: 'Full management of your home let by the room: bookings paid in advance, rent collection and maintenance.',
    toForm: 'Tell us about your home',
    offerTitle: 'What we do for you',
    stepsTitle: 'How it works',
    step1: 'You write to us',
    step1Text: 'With this form, in two minutes. We call you back within a few working days.',
    step2: 'We visit your home',
    step2Text: 'We see the flat with you and suggest a price per room and the improvements worth making.',
    step3: 'We take care of the rest',
    step3Text: 'We advertise, handle the bookings, collect the rent every month and deal with repairs.',
    formTitle: 'Tell us about your home',
    formLead: 'No commitment. We will only use these details to contact you about your home.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address of the home',
    city: 'City',
    roomCount: 'Number of rooms',
    message: 'Message',
    messageHint: 'Anything you would like to tell us: the state of the flat, when it will be free, questions…',
    send: 'Send',
    thanks: 'Thank you, {name}!',
    thanksText: 'We have received the details of your home. We will write to you at {email} within a few working days.',
  },
});

interface LandlordValues extends FormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  roomCount: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'address', 'city', 'roomCount', 'message'] as const;
const EMPTY: LandlordValues = { name: '', email: '', phone: '', address: '', city: '', roomCount: '', message: '' };

export function landlordRecord(values: LandlordValues): Record<string, unknown> {
  return {
    name: textValue(values.name),
    email: textValue(values.email),
    phone: textValue(values.phone),
    address: textValue(values.address),
    city: textValue(values.city),
    roomCount: numberValue(values.roomCount),
    // Line breaks are the sender's; only the ends are trimmed.
    message: textValue(values.message),
  };
}

function LandlordForm() {
  const t = useT(messages);
  const form = usePublicForm({ collection: landlordcontacts, fields: FIELDS, initial: EMPTY, toRecord: landlordRecord });
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
      <TextControl form={form} name="address" label={t('address')} autoComplete="street-address" />
      <TextControl form={form} name="city" label={t('city')} autoComplete="address-level2" />
      <TextControl form={form} name="roomCount" label={t('roomCount')} inputMode="numeric" className="max-w-40" />
      <TextAreaControl form={form} name="message" label={t('message')} hint={t('messageHint')} />
    </PublicFormShell>
  );
}

export default function LandlordPage() {
  const t = useT(messages);
  return (
    <AudiencePage
      audience="landlords"
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
      form={<LandlordForm />}
    />
  );
}
