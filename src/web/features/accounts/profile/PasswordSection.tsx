import { useState, type FormEvent } from 'react';
import { changePassword, type SessionUser } from '../../../api/auth.ts';
import { PASSWORD_MIN } from '../../../../contracts/auth-rules.ts';
import { FormBanner, formMessages, NewPasswordFields, Success, SubmitButton, TextField, useServerForm } from '../../../components/form/server-form.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

const messages = defineMessages({
  es: {
    title: 'Contraseña',
    currentPassword: 'Contraseña actual',
    enterCurrent: 'Escribe tu contraseña actual.',
    newOnesDiffer: 'Las dos contraseñas nuevas no coinciden.',
    changed: 'Contraseña cambiada',
    othersLoggedOut: 'Sigues con la sesión iniciada aquí; la hemos cerrado en todos los demás dispositivos donde la tenías abierta.',
    couldNotChange: 'No hemos podido cambiar tu contraseña',
    change: 'Cambiar la contraseña',
    changing: 'Cambiando…',
  },
  en: {
    title: 'Password',
    currentPassword: 'Current password',
    enterCurrent: 'Enter your current password.',
    newOnesDiffer: 'The two new passwords are not the same.',
    changed: 'Password changed',
    othersLoggedOut: 'You stay logged in here; every other device where you were logged in has been logged out.',
    couldNotChange: 'Could not change your password',
    change: 'Change password',
    changing: 'Changing…',
  },
});

export function PasswordSection({ user }: { user: SessionUser }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (!current) return form.fail(t('enterCurrent'), 'currentPassword');
    if (password.length < PASSWORD_MIN) return form.fail(tf('passwordTooShort', { min: PASSWORD_MIN }), 'password');
    if (password !== confirm) return form.fail(t('newOnesDiffer'), 'confirm');
    const updated = await form.submit(() => changePassword(current, password));
    if (!updated) return;
    dispatch(sessionActions.signedIn(updated));
    setCurrent('');
    setPassword('');
    setConfirm('');
    setChanged(true);
  };

  return (
    <Section id="password" title={t('title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-5">
        {changed && <Success title={t('changed')}>{t('othersLoggedOut')}</Success>}
        <FormBanner form={form} title={t('couldNotChange')} />
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField
          form={form}
          name="currentPassword"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onValue={setCurrent}
        />
        <NewPasswordFields form={form} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <SubmitButton sending={form.sending} busyLabel={t('changing')} wide={false}>
          {t('change')}
        </SubmitButton>
      </form>
    </Section>
  );
}
