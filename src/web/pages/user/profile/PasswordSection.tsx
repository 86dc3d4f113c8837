import { useState, type FormEvent } from 'react';
import { changePassword, type SessionUser } from '../../../api/auth.ts';
import { FormBanner, NewPasswordFields, PASSWORD_MIN, Success, SubmitButton, TextField, useServerForm } from '../../../components/form/server-form.tsx';
import { useAppDispatch } from '../../../store/hooks.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

export function PasswordSection({ user }: { user: SessionUser }) {
  const form = useServerForm();
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (!current) return form.fail('Enter your current password.', 'currentPassword');
    if (password.length < PASSWORD_MIN) return form.fail(`Use at least ${PASSWORD_MIN} characters.`, 'password');
    if (password !== confirm) return form.fail('The two new passwords are not the same.', 'confirm');
    const updated = await form.submit(() => changePassword(current, password));
    if (!updated) return;
    dispatch(sessionActions.signedIn(updated));
    setCurrent('');
    setPassword('');
    setConfirm('');
    setChanged(true);
  };

  return (
    <Section id="password" title="Password">
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-5">
        {changed && (
          <Success title="Password changed">You stay logged in here; every other device where you were logged in has been logged out.</Success>
        )}
        <FormBanner form={form} title="Could not change your password" />
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required value={current} onValue={setCurrent} />
        <NewPasswordFields form={form} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <SubmitButton sending={form.sending} busyLabel="Changing…" wide={false}>
          Change password
        </SubmitButton>
      </form>
    </Section>
  );
}
