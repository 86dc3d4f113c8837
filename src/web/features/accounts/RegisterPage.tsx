import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN, SIGN_UP_ROLES, type SignUpRole } from '../../../contracts/auth-rules.ts';
import { register } from '../../api/auth.ts';
import { LANGUAGES, useLanguage, type Language } from '../../i18n/language.ts';
import { defineMessages, useT, type Translate } from '../../i18n/messages.ts';
import { fieldControlId } from '../../components/form/field-ids.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { FormBanner, formMessages, NewPasswordField, SubmitButton, TextField, useServerForm, type ServerForm } from '../../components/form/server-form.tsx';
import { ResendButton } from '../../components/account/ResendVerification.tsx';

const messages = defineMessages({
  es: {
    title: 'Crea tu cuenta',
    lead: 'Una sola cuenta para inquilinos, propietarios e inversores.',
    almostThere: 'Ya casi está',
    haveAccount: '¿Ya tienes cuenta?',
    logIn: 'Inicia sesión',
    couldNotCreate: 'No hemos podido crear tu cuenta',
    name: 'Nombre',
    tellName: 'Dinos tu nombre.',
    joiningAs: 'Me registro como',
    tenant: 'Inquilino',
    tenantLine: 'Busco una habitación o un piso de alquiler.',
    landlord: 'Propietario',
    landlordLine: 'Tengo una vivienda para alquilar y quiero que Habita la gestione.',
    investor: 'Inversor',
    investorLine: 'Quiero invertir en viviendas que gestiona Habita.',
    mailLanguage: 'Idioma de nuestros correos',
    es: 'Español',
    en: 'Inglés',
    createAccount: 'Crear cuenta',
    creating: 'Creando tu cuenta…',
    acceptBefore: 'Al registrarte aceptas nuestras',
    terms: 'condiciones',
    and: 'y nuestra',
    privacy: 'política de privacidad',
    checkEmail: 'Revisa tu correo',
    sentBefore: 'Hemos enviado un enlace a',
    sentAfter: '. Ábrelo para confirmar tu dirección y terminar el registro; funciona durante 48 horas.',
    nothingThere: '¿No te ha llegado? Mira en la carpeta de spam o:',
    sendAgain: 'Enviar el enlace de nuevo',
    wrongAddress: '¿Te has equivocado de dirección?',
    changeIt: 'Cámbiala',
  },
  en: {
    title: 'Create your account',
    lead: 'One account for tenants, landlords and investors.',
    almostThere: 'Almost there',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    couldNotCreate: 'Could not create your account',
    name: 'Name',
    tellName: 'Tell us your name.',
    joiningAs: 'I am joining as',
    tenant: 'Tenant',
    tenantLine: 'I am looking for a room or a flat to rent.',
    landlord: 'Landlord',
    landlordLine: 'I have a home to let and want Habita to manage it.',
    investor: 'Investor',
    investorLine: 'I want to invest in homes that Habita runs.',
    mailLanguage: 'Language for our emails',
    es: 'Spanish',
    en: 'English',
    createAccount: 'Create account',
    creating: 'Creating your account…',
    acceptBefore: 'By signing up you accept our',
    terms: 'terms',
    and: 'and',
    privacy: 'privacy policy',
    checkEmail: 'Check your email',
    sentBefore: 'We sent a link to',
    sentAfter: '. Open it to confirm your address and finish signing up; it works for 48 hours.',
    nothingThere: 'Nothing there? Look in your spam folder, or:',
    sendAgain: 'Send the link again',
    wrongAddress: 'Wrong address?',
    changeIt: 'Change it',
  },
});

type Key = keyof (typeof messages)['en'];

const ROLE_TEXT: Record<SignUpRole, { title: Key; line: Key }> = {
  tenant: { title: 'tenant', line: 'tenantLine' },
  landlord: { title: 'landlord', line: 'landlordLine' },
  investor: { title: 'investor', line: 'investorLine' },
};

function RoleCards({ form, value, onValue, t }: { form: ServerForm; value: SignUpRole; onValue: (role: SignUpRole) => void; t: Translate<Key> }) {
  const error = form.errorAt('role');
  const legendId = useId();
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="label">
        {t('joiningAs')}
      </legend>
      <div className="grid gap-2">
        {SIGN_UP_ROLES.map((role, index) => (
          <label
            key={role}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 ${
              value === role ? 'border-accent-700 bg-accent-50' : 'border-stone-300 bg-white hover:bg-stone-50'
            }`}
          >
            <input
              type="radio"
              name="role"
              value={role}
              // The first card takes the server's focus when it names the field.
              id={index === 0 ? fieldControlId(form.idPrefix, 'role') : undefined}
              checked={value === role}
              onChange={() => onValue(role)}
              className="mt-1 size-4 shrink-0 accent-accent-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-stone-900">{t(ROLE_TEXT[role].title)}</span>
              <span className="block text-sm text-stone-700">{t(ROLE_TEXT[role].line)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${legendId}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CheckYourEmail({ email, onRestart, t }: { email: string; onRestart: () => void; t: Translate<Key> }) {
  return (
    <div className="space-y-5">
      <div role="status" className="space-y-2">
        <p className="text-lg font-semibold text-stone-900">{t('checkEmail')}</p>
        <p className="text-sm text-stone-700">
          {t('sentBefore')} <span className="font-medium break-all text-stone-900">{email}</span>
          {t('sentAfter')}
        </p>
      </div>
      <div className="space-y-2 border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-700">{t('nothingThere')}</p>
        <ResendButton email={email} label={t('sendAgain')} />
      </div>
      <p className="text-sm text-stone-700">
        {t('wrongAddress')}{' '}
        <button type="button" className={TEXT_LINK} onClick={onRestart}>
          {t('changeIt')}
        </button>
      </p>
    </div>
  );
}

export default function RegisterPage() {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const interfaceLanguage = useLanguage();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SignUpRole>('tenant');
  // Until the visitor picks one, our mails speak the language they are reading this page in.
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? interfaceLanguage;
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return form.fail(t('tellName'), 'name');
    if (!email.trim()) return form.fail(tf('enterEmail'), 'email');
    if (password.length < PASSWORD_MIN) return form.fail(tf('passwordTooShort', { min: PASSWORD_MIN }), 'password');
    // The answer is the same for a new address and a known one (which gets a different mail).
    const message = await form.submit(() => register({ name: name.trim(), email: email.trim(), password, role, language }));
    if (message !== undefined) setSent(true);
  };

  const languageId = fieldControlId(form.idPrefix, 'language');
  return (
    <AuthShell
      title={sent ? t('almostThere') : t('title')}
      lead={sent ? undefined : t('lead')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link to="/login" className={TEXT_LINK}>
            {t('logIn')}
          </Link>
        </>
      }
    >
      {sent ? (
        <CheckYourEmail email={email.trim()} onRestart={() => setSent(false)} t={t} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <FormBanner form={form} title={t('couldNotCreate')} />
          <TextField form={form} name="name" label={t('name')} autoComplete="given-name" required maxLength={100} value={name} onValue={setName} />
          <TextField form={form} name="email" label={tf('email')} type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} />
          <NewPasswordField form={form} label={tf('password')} value={password} onValue={setPassword} />
          <RoleCards form={form} value={role} onValue={setRole} t={t} />
          <div>
            <label htmlFor={languageId} className="label">
              {t('mailLanguage')}
            </label>
            <select id={languageId} className="input" value={language} onChange={(event) => setChosenLanguage(event.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(code)}
                </option>
              ))}
            </select>
            {form.errorAt('language') && <p className="field-error">{form.errorAt('language')}</p>}
          </div>
          <SubmitButton sending={form.sending} busyLabel={t('creating')}>
            {t('createAccount')}
          </SubmitButton>
          <p className="text-center text-xs text-stone-600">
            {t('acceptBefore')}{' '}
            <Link to="/tyc" className="underline underline-offset-2 hover:text-stone-900">
              {t('terms')}
            </Link>{' '}
            {t('and')}{' '}
            <Link to="/privacy" className="underline underline-offset-2 hover:text-stone-900">
              {t('privacy')}
            </Link>
            .
          </p>
        </form>
      )}
    </AuthShell>
  );
}
