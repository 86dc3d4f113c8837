import { bookingWording, type BookingMail } from './booking-templates.ts';
import { incidentWording, isIncidentMail, type IncidentMail } from './incident-templates.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import { securityWording, type SecurityMail } from './security-templates.ts';

// What each account mail says, in Spanish and English. The wording of link lifetimes must match
// what the accounts module enforces (src/server/auth/README.md): verification 48 hours, reset 1 hour.

export type AccountMail =
  | { kind: 'verify'; to: string; name: string; language: 'es' | 'en'; link: string }
  | { kind: 'reset'; to: string; name: string; language: 'es' | 'en'; link: string }
  | { kind: 'already-registered'; to: string; name: string; language: 'es' | 'en'; link: string }
  | { kind: 'password-changed'; to: string; name: string; language: 'es' | 'en'; link: string }
  | { kind: 'account-deleted'; to: string; name: string; language: 'es' | 'en'; link: string };

export type AccountMailKind = AccountMail['kind'];

/** Every mail Habita sends: the account's, the booking's, incidents', and warnings about the account's safety. */
export type Mail = AccountMail | BookingMail | IncidentMail | SecurityMail;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Wording = Pick<MailContent, 'subject' | 'heading' | 'intro' | 'button' | 'outro'>;

const wordings: Record<AccountMailKind, Record<AccountMail['language'], Wording>> = {
  verify: {
    es: {
      subject: 'Confirma tu correo en Habita',
      heading: 'Confirma tu dirección de correo',
      intro: [
        'Gracias por registrarte en Habita. Para activar tu cuenta, confirma que esta dirección de correo es tuya.',
      ],
      button: 'Confirmar mi correo',
      outro: [
        'El enlace es válido durante 48 horas y solo se puede usar una vez. Si caduca, puedes pedir uno nuevo al iniciar sesión.',
        'Si no has creado ninguna cuenta en Habita, ignora este mensaje.',
      ],
    },
    en: {
      subject: 'Confirm your email address for Habita',
      heading: 'Confirm your email address',
      intro: [
        'Thanks for signing up to Habita. To activate your account, please confirm that this email address is yours.',
      ],
      button: 'Confirm my email',
      outro: [
        'The link is valid for 48 hours and can be used only once. If it expires, you can ask for a new one when you log in.',
        "If you didn't create a Habita account, please ignore this message.",
      ],
    },
  },
  reset: {
    es: {
      subject: 'Restablece tu contraseña de Habita',
      heading: 'Elige una contraseña nueva',
      intro: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Habita. Puedes elegir una nueva con este enlace.',
      ],
      button: 'Elegir una contraseña nueva',
      outro: [
        'El enlace es válido durante 1 hora y solo se puede usar una vez.',
        'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
      ],
    },
    en: {
      subject: 'Reset your Habita password',
      heading: 'Choose a new password',
      intro: [
        'We received a request to reset the password of your Habita account. You can choose a new one with this link.',
      ],
      button: 'Choose a new password',
      outro: [
        'The link is valid for 1 hour and can be used only once.',
        "If you didn't ask for this, please ignore this message: your password will not change.",
      ],
    },
  },
  'already-registered': {
    es: {
      subject: 'Alguien ha intentado registrarse en Habita con tu correo',
      heading: 'Ya tienes una cuenta en Habita',
      intro: [
        'Alguien ha intentado crear una cuenta en Habita con esta dirección de correo, pero ya tienes una, así que no hemos creado ninguna nueva.',
        'Si has sido tú, inicia sesión con tu contraseña de siempre. Si no la recuerdas, puedes elegir una nueva aquí.',
      ],
      button: 'Restablecer mi contraseña',
      outro: ['Si no has sido tú, no tienes que hacer nada: tu cuenta sigue como estaba.'],
    },
    en: {
      subject: 'Someone tried to sign up to Habita with your email',
      heading: 'You already have a Habita account',
      intro: [
        "Someone tried to create a Habita account with this email address, but you already have one, so we didn't create a new one.",
        "If it was you, just log in with your usual password. If you don't remember it, you can choose a new one here.",
      ],
      button: 'Reset my password',
      outro: ["If it wasn't you, there's nothing you need to do: your account is unchanged."],
    },
  },
  'password-changed': {
    es: {
      subject: 'Tu contraseña de Habita ha cambiado',
      heading: 'Tu contraseña ha cambiado',
      intro: [
        'Te confirmamos que se ha cambiado la contraseña de tu cuenta de Habita. Por seguridad, hemos cerrado todas las demás sesiones abiertas con tu cuenta.',
        'Si has sido tú, no tienes que hacer nada más. Si no has sido tú, restablece tu contraseña cuanto antes.',
      ],
      button: 'Restablecer mi contraseña',
      outro: [],
    },
    en: {
      subject: 'Your Habita password was changed',
      heading: 'Your password was changed',
      intro: [
        'This is to confirm that the password of your Habita account was changed. For your security, we have ended all other sessions signed in to your account.',
        "If it was you, there's nothing else to do. If it wasn't you, reset your password right away.",
      ],
      button: 'Reset my password',
      outro: [],
    },
  },
  'account-deleted': {
    es: {
      subject: 'Tu cuenta de Habita se ha cerrado',
      heading: 'Hemos cerrado tu cuenta',
      intro: [
        'Te confirmamos que hemos cerrado tu cuenta de Habita y borrado tus datos personales. También hemos cerrado todas tus sesiones.',
        'Sentimos que te vayas. Si algún día quieres volver, estaremos encantados de ayudarte a encontrar casa.',
      ],
      button: 'Ir a Habita',
      outro: ['Si no has pedido tú el cierre de la cuenta, escríbenos desde la web lo antes posible.'],
    },
    en: {
      subject: 'Your Habita account has been closed',
      heading: 'We have closed your account',
      intro: [
        'This is to confirm that we have closed your Habita account and erased your personal data. All your sessions have been ended too.',
        "We're sorry to see you go. If you ever want to come back, we'll be happy to help you find a home.",
      ],
      button: 'Go to Habita',
      outro: ["If you didn't ask for your account to be closed, please contact us through the website as soon as possible."],
    },
  },
};

const shared = {
  es: {
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    copyHint: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
    footer: 'Habita · Este es un mensaje automático sobre tu cuenta; no hace falta que lo respondas.',
  },
  en: {
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    copyHint: "If the button doesn't work, copy and paste this link into your browser:",
    footer: "Habita · This is an automatic message about your account; there's no need to reply.",
  },
};

function wordingOf(mail: Mail, language: 'es' | 'en'): Wording {
  if (mail.kind === 'rent-reminder' || mail.kind === 'reservation-confirmed') return bookingWording(mail, language);
  if (mail.kind === 'login-attempts') return securityWording(mail, language);
  if (isIncidentMail(mail)) return incidentWording(mail, language);
  return wordings[mail.kind][language];
}

/** Builds the subject and both bodies of an account mail. Pure: no I/O. */
export function renderMail(mail: Mail): RenderedMail {
  // A mail link is something we ask people to click: anything but an absolute web address
  // (a relative path, `javascript:`) is a bug upstream and must not reach an inbox.
  if (!/^https?:\/\/[^\s]+$/i.test(mail.link)) {
    throw new Error(`A mail link must be an absolute http(s) address, got "${mail.link}"`);
  }
  const language = mail.language === 'es' ? 'es' : 'en';
  const common = shared[language];
  // Line breaks in a name would break the greeting line of the plain-text body.
  const name = mail.name.replace(/\s+/g, ' ').trim();
  const content: MailContent = {
    ...wordingOf(mail, language),
    language,
    greeting: common.greeting(name),
    link: mail.link,
    copyHint: common.copyHint,
    footer: common.footer,
  };
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
