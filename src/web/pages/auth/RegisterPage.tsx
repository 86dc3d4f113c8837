import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { register, SIGN_UP_ROLES, type SignUpRole } from '../../api/auth.ts';
import type { Language } from '../../../catalog/types.ts';
import { fieldControlId } from '../../components/form/field-ids.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { FormBanner, NewPasswordField, PASSWORD_MIN, SubmitButton, TextField, useServerForm, type ServerForm } from '../../components/form/server-form.tsx';
import { ResendButton } from '../../components/account/ResendVerification.tsx';

const ROLE_CHOICES: Record<SignUpRole, { title: string; line: string }> = {
  tenant: { title: 'Tenant', line: 'I am looking for a room or a flat to rent.' },
  landlord: { title: 'Landlord', line: 'I have a home to let and want Habita to manage it.' },
  investor: { title: 'Investor', line: 'I want to invest in homes that Habita runs.' },
};

const LANGUAGE_CHOICES: Record<Language, string> = { es: 'Español', en: 'English' };

export function preferredLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'es';
}

function RoleCards({ form, value, onValue }: { form: ServerForm; value: SignUpRole; onValue: (role: SignUpRole) => void }) {
  const error = form.errorAt('role');
  const legendId = useId();
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="label">
        I am joining as
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
            <span>
              <span className="block text-sm font-semibold text-stone-900">{ROLE_CHOICES[role].title}</span>
              <span className="block text-sm text-stone-700">{ROLE_CHOICES[role].line}</span>
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

function CheckYourEmail({ email, onRestart }: { email: string; onRestart: () => void }) {
  return (
    <div className="space-y-5">
      <div role="status" className="space-y-2">
        <p className="text-lg font-semibold text-stone-900">Check your email</p>
        <p className="text-sm text-stone-700">
          We sent a link to <span className="font-medium break-all text-stone-900">{email}</span>. Open it to confirm your address and
          finish signing up; it works for 48 hours.
        </p>
      </div>
      <div className="space-y-2 border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-700">Nothing there? Look in your spam folder, or:</p>
        <ResendButton email={email} label="Send the link again" />
      </div>
      <p className="text-sm text-stone-700">
        Wrong address?{' '}
        <button type="button" className={TEXT_LINK} onClick={onRestart}>
          Change it
        </button>
      </p>
    </div>
  );
}

export default function RegisterPage() {
  const form = useServerForm();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SignUpRole>('tenant');
  const [language, setLanguage] = useState<Language>(() => preferredLanguage());
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return form.fail('Tell us your name.', 'name');
    if (!email.trim()) return form.fail('Enter your email address.', 'email');
    if (password.length < PASSWORD_MIN) return form.fail(`Use at least ${PASSWORD_MIN} characters.`, 'password');
    // The answer is the same for a new address and a known one (which gets a different mail).
    const message = await form.submit(() => register({ name: name.trim(), email: email.trim(), password, role, language }));
    if (message !== undefined) setSent(true);
  };

  return (
    <AuthShell
      title={sent ? 'Almost there' : 'Create your account'}
      lead={sent ? undefined : 'One account for tenants, landlords and investors.'}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={TEXT_LINK}>
            Log in
          </Link>
        </>
      }
    >
      {sent ? (
        <CheckYourEmail email={email.trim()} onRestart={() => setSent(false)} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <FormBanner form={form} title="Could not create your account" />
          <TextField form={form} name="name" label="Name" autoComplete="given-name" required maxLength={100} value={name} onValue={setName} />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} />
          <NewPasswordField form={form} label="Password" value={password} onValue={setPassword} />
          <RoleCards form={form} value={role} onValue={setRole} />
          <div>
            <label htmlFor={fieldControlId(form.idPrefix, 'language')} className="label">
              Language for our emails
            </label>
            <select
              id={fieldControlId(form.idPrefix, 'language')}
              className="input"
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {Object.entries(LANGUAGE_CHOICES).map(([code, label]) => (
                <option key={code} value={code} lang={code}>
                  {label}
                </option>
              ))}
            </select>
            {form.errorAt('language') && <p className="field-error">{form.errorAt('language')}</p>}
          </div>
          <SubmitButton sending={form.sending} busyLabel="Creating your account…">
            Create account
          </SubmitButton>
          <p className="text-center text-xs text-stone-600">
            By signing up you accept our{' '}
            <Link to="/tyc" className="underline underline-offset-2 hover:text-stone-900">
              terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline underline-offset-2 hover:text-stone-900">
              privacy policy
            </Link>
            .
          </p>
        </form>
      )}
    </AuthShell>
  );
}
