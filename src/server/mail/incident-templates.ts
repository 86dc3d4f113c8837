import type { IncidentStatus } from '../../catalog/collections/statuses.ts';
import type { MailContent, StayMailAddress } from './layout.ts';

// What the incident mails say, in Spanish and English: the reporter's receipt, the news of a new
// incident for the room's landlord and for staff, and each change of its status. Names, dates
// and the room arrive already written in the reader's language (booking/incident-mails.ts).

interface Addressed extends StayMailAddress {
  /** The kind of problem (an incident type's name). */
  type: string;
  /** The day it was reported, written out. */
  reportedOn: string;
}

export type IncidentMail =
  | (Addressed & { kind: 'incident-reported'; responseHours: number | null })
  | (Addressed & { kind: 'incident-new'; audience: 'landlord' | 'staff'; description: string; reporter?: string })
  | (Addressed & { kind: 'incident-status'; audience: 'reporter' | 'landlord'; status: IncidentStatus });

export type IncidentMailKind = IncidentMail['kind'];

const INCIDENT_KINDS: readonly string[] = ['incident-reported', 'incident-new', 'incident-status'] satisfies IncidentMailKind[];

export function isIncidentMail(mail: { kind: string }): mail is IncidentMail {
  return INCIDENT_KINDS.includes(mail.kind);
}

type Wording = Pick<MailContent, 'subject' | 'heading' | 'intro' | 'button' | 'outro'>;

const STATUS: Record<'es' | 'en', Record<IncidentStatus, { label: string; meaning: string }>> = {
  es: {
    open: { label: 'Abierta', meaning: 'La hemos vuelto a abrir y la seguimos.' },
    in_progress: { label: 'En curso', meaning: 'Nuestro equipo ya está trabajando en ella.' },
    resolved: { label: 'Resuelta', meaning: 'Creemos que ya está arreglada. Si sigue sin funcionar, comunícalo de nuevo desde Mi habitación.' },
    closed: { label: 'Cerrada', meaning: 'La hemos cerrado. Si el problema vuelve, comunícalo de nuevo desde Mi habitación.' },
  },
  en: {
    open: { label: 'Open', meaning: 'We have reopened it and are following it up.' },
    in_progress: { label: 'In progress', meaning: 'Our team is working on it.' },
    resolved: { label: 'Resolved', meaning: 'We believe it is fixed. If it still does not work, report it again from My room.' },
    closed: { label: 'Closed', meaning: 'We have closed it. If the problem comes back, report it again from My room.' },
  },
};

/** A tenant's words quoted in a mail: trimmed to a paragraph a mail can hold; the link shows the rest. */
function quoted(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 400 ? `${flat.slice(0, 399)}…` : flat}”`;
}

function reported(mail: Extract<IncidentMail, { kind: 'incident-reported' }>, language: 'es' | 'en'): Wording {
  const hours = mail.responseHours;
  return language === 'es'
    ? {
        subject: `Hemos recibido tu incidencia: ${mail.type}`,
        heading: 'Hemos recibido tu incidencia',
        intro: [
          `Gracias por avisarnos. Tu incidencia (${mail.type}) en ${mail.room}, del ${mail.reportedOn}, ya la tiene nuestro equipo.`,
          ...(hours ? [`Para este tipo de incidencia respondemos en un plazo de ${hours} horas.`] : []),
        ],
        button: 'Ver mis incidencias',
        outro: ['Te escribiremos cada vez que cambie su estado.'],
      }
    : {
        subject: `We have received your incident: ${mail.type}`,
        heading: 'We have received your incident',
        intro: [
          `Thanks for letting us know. Your incident (${mail.type}) in ${mail.room}, reported on ${mail.reportedOn}, is with our team.`,
          ...(hours ? [`For this kind of incident we respond within ${hours} hours.`] : []),
        ],
        button: 'See my incidents',
        outro: ['We will write to you each time its status changes.'],
      };
}

function newIncident(mail: Extract<IncidentMail, { kind: 'incident-new' }>, language: 'es' | 'en'): Wording {
  const who = mail.audience === 'staff' && mail.reporter ? mail.reporter : language === 'es' ? 'Un inquilino' : 'A tenant';
  if (language === 'es') {
    return {
      subject: `Nueva incidencia en ${mail.room}: ${mail.type}`,
      heading: 'Nueva incidencia',
      intro: [`${who} ha comunicado una incidencia (${mail.type}) en ${mail.room} el ${mail.reportedOn}:`, quoted(mail.description)],
      button: mail.audience === 'staff' ? 'Abrirla en el back-office' : 'Ir a mi panel',
      outro: mail.audience === 'landlord' ? ['El equipo de Habita la sigue; te escribiremos cuando cambie su estado.'] : [],
    };
  }
  return {
    subject: `New incident in ${mail.room}: ${mail.type}`,
    heading: 'New incident',
    intro: [`${who} reported an incident (${mail.type}) in ${mail.room} on ${mail.reportedOn}:`, quoted(mail.description)],
    button: mail.audience === 'staff' ? 'Open it in the back-office' : 'Go to my dashboard',
    outro: mail.audience === 'landlord' ? ["Habita's team follows it up; we will write to you when its status changes."] : [],
  };
}

function statusChanged(mail: Extract<IncidentMail, { kind: 'incident-status' }>, language: 'es' | 'en'): Wording {
  const status = STATUS[language][mail.status];
  const forReporter = mail.audience === 'reporter';
  if (language === 'es') {
    return {
      subject: forReporter ? `Tu incidencia (${mail.type}): ${status.label}` : `Incidencia en ${mail.room} (${mail.type}): ${status.label}`,
      heading: forReporter ? 'Tu incidencia ha cambiado de estado' : 'Una incidencia ha cambiado de estado',
      intro: [
        `${forReporter ? 'Tu incidencia' : 'La incidencia'} (${mail.type}) en ${mail.room}, del ${mail.reportedOn}, está ahora: ${status.label}.`,
        ...(forReporter ? [status.meaning] : []),
      ],
      button: forReporter ? 'Ver mis incidencias' : 'Ir a mi panel',
      outro: [],
    };
  }
  return {
    subject: forReporter ? `Your incident (${mail.type}): ${status.label}` : `Incident in ${mail.room} (${mail.type}): ${status.label}`,
    heading: forReporter ? 'Your incident has a new status' : 'An incident has a new status',
    intro: [
      `${forReporter ? 'Your incident' : 'The incident'} (${mail.type}) in ${mail.room}, reported on ${mail.reportedOn}, is now: ${status.label}.`,
      ...(forReporter ? [status.meaning] : []),
    ],
    button: forReporter ? 'See my incidents' : 'Go to my dashboard',
    outro: [],
  };
}

export function incidentWording(mail: IncidentMail, language: 'es' | 'en'): Wording {
  switch (mail.kind) {
    case 'incident-reported':
      return reported(mail, language);
    case 'incident-new':
      return newIncident(mail, language);
    case 'incident-status':
      return statusChanged(mail, language);
  }
}
