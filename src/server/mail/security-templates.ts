import type { MailContent } from './layout.ts';

// What Habita tells an account's owner about attempts on it, in Spanish and English.

export interface LoginAttemptsMail {
  kind: 'login-attempts';
  to: string;
  name: string;
  language: 'es' | 'en';
  /** Where to choose a new password: the forgotten-password page. */
  link: string;
  /** Wrong passwords given for the account so far in this window. */
  attempts: number;
  /** How long the window is. */
  minutes: number;
}

export type SecurityMail = LoginAttemptsMail;

type Wording = Pick<MailContent, 'subject' | 'heading' | 'intro' | 'button' | 'outro'>;

export function securityWording(mail: SecurityMail, language: 'es' | 'en'): Wording {
  return language === 'es'
    ? {
        subject: 'Alguien está intentando entrar en tu cuenta de Habita',
        heading: 'Intentos de inicio de sesión en tu cuenta',
        intro: [
          `Alguien ha intentado iniciar sesión en tu cuenta de Habita ${mail.attempts} veces en los últimos ${mail.minutes} minutos con una contraseña equivocada.`,
          'Tu cuenta sigue abierta para ti: puedes iniciar sesión como siempre, aunque quizá tarde unos segundos más.',
          'Si no has sido tú, elige una contraseña nueva.',
        ],
        button: 'Elegir una contraseña nueva',
        outro: ['Si has sido tú, no tienes que hacer nada. Solo te enviamos este aviso una vez cada cierto tiempo.'],
      }
    : {
        subject: 'Someone is trying to sign in to your Habita account',
        heading: 'Sign-in attempts on your account',
        intro: [
          `Someone tried to sign in to your Habita account ${mail.attempts} times in the last ${mail.minutes} minutes with a wrong password.`,
          'Your account stays open to you: you can sign in as usual, though it may take a few seconds longer.',
          "If it wasn't you, reset your password.",
        ],
        button: 'Reset my password',
        outro: ["If it was you, there's nothing you need to do. We send this warning only once in a while."],
      };
}
