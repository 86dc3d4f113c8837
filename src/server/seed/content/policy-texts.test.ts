import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyValues, renderPolicyLanguages, type PolicyValues } from '../../../catalog/policies.ts';
import { ADVANTAGES, FAQ_SECTIONS, NEWS, privacyPolicy, termsAndConditions } from './texts.ts';

// The public texts against the money rules the code applies (src/catalog/policies.ts): the
// seeded FAQ, terms, privacy, advantages and news as the pages render them, and the web app's
// own wording. A number of days or minutes in a sentence about cancelling, the deposit, rent or
// the hold must be the declaration's; rent never falls due on fixed days of the month; no text
// offers a bank transfer at checkout or a contract at once; no text promises landlords or
// investors a periodic report or a payout (their dashboard shows the figures at any time, and
// nothing sends either); the months before incident photos are deleted are the declaration's.
// The texts are rendered twice, with the declared values and with different ones: a number
// written into a text instead of its placeholder agrees with one and not the other.

const ANOTHER_SERVER: PolicyValues = { fullRefundDays: 45, holdMinutes: 25, rentReminderDays: 6, depositReturnDays: 21, incidentPhotoMonths: 4 };

interface Sentence {
  where: string;
  text: string;
}

type Localized = { es: string; en: string };

function sentencesOf(where: string, html: string): Sentence[] {
  const plain = html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ');
  return plain
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡«“])/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ where, text }));
}

/** Every seeded text visitors read, rendered as the public pages render it. */
function seededSentences(values: PolicyValues): Sentence[] {
  const texts: [string, Localized][] = [];
  for (const section of FAQ_SECTIONS) {
    for (const faq of section.faqs) texts.push([`FAQ "${faq.question.en}" question`, faq.question], [`FAQ "${faq.question.en}"`, faq.answer]);
  }
  const effective = { es: '1 de enero de 2026', en: '1 January 2026' };
  for (const version of [1, 2] as const) {
    texts.push([`terms ${version}.0`, termsAndConditions(version, effective)], [`privacy ${version}.0`, privacyPolicy(version, effective)]);
  }
  for (const advantage of ADVANTAGES) {
    texts.push([`advantage "${advantage.title.en}"`, advantage.title], [`advantage "${advantage.title.en}" summary`, advantage.summary], [`advantage "${advantage.title.en}" body`, advantage.body]);
  }
  for (const item of NEWS) texts.push([`news ${item.slug}`, item.summary], [`news ${item.slug} body`, item.body]);
  return texts.flatMap(([where, text]) => {
    const shown = renderPolicyLanguages(text, values);
    return [...sentencesOf(`${where} (es)`, shown.es), ...sentencesOf(`${where} (en)`, shown.en)];
  });
}

const WEB_ROOT = join(import.meta.dirname, '../../../web');
/** Where visitors and tenants read the web app's own words (the back-office is staff's). */
const VISITOR_FOLDERS = [
  ...['home', 'search', 'property', 'checkout', 'my-room', 'accounts', 'dashboard', 'content'].map((feature) => `features/${feature}`),
  'components/public',
  'components/account',
];

/** The web app's own wording for visitors: its quoted strings of a few words (tests apart). */
function webSentences(): Sentence[] {
  return VISITOR_FOLDERS.flatMap((folder) =>
    readdirSync(join(WEB_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => {
        const source = readFileSync(join(WEB_ROOT, folder, file), 'utf8');
        const strings = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? '');
        return strings.filter((text) => /\p{L}+ \p{L}+ \p{L}+/u.test(text)).flatMap((text) => sentencesOf(`src/web/${folder}/${file}`, text));
      }),
  );
}

const numbersBefore = (text: string, unit: RegExp): number[] =>
  [...text.matchAll(new RegExp(`(\\d+)\\s*(?:${unit.source})`, 'gi'))].map((match) => Number(match[1]));

const DAYS = /días|dias|days/;
const CANCEL = /cancel/i;
const DEPOSIT = /fianza|deposit/i;
const HOLD = /bloque|guarda|hold|keep/i;
const REMINDER = /avis|recordatorio|remind/i;
const RENT_DUE = /venc|vence|due|se cobra|is charged|are charged|mensualidad|each month|cada mes|following month|mes siguiente/i;
const FIXED_DAY_OF_MONTH = /\b1 al 5\b|d[ií]as 1 y 5|\bdel \d{1,2} al \d{1,2}\b|\bd[ií]a \d{1,2} de cada mes|\b\d{1,2}(?:st|nd|rd|th)\b|\bdays? \d{1,2}\s*[–-]\s*\d{1,2}\b/i;
const TRANSFER = /transferencia|bank transfer|transfer\b/i;
const ON_REQUEST = /escríbenos|a petición|pídenos|write to us|on request|ask us/i;
/** Reports or payouts sent to owners on a calendar: nothing makes them. */
const PERIODIC_REPORT =
  /\b(informes?|reports?|transferencias?|transfers?|liquidaci\w*|payouts?)\b[^.]*\b(cada mes|cada trimestre|trimestral\w*|mensual\w*|periódic\w*|every month|every quarter|quarterly|monthly|regular)\b|\b(cada mes|cada trimestre|trimestral\w*|periódic\w*|every month|every quarter|quarterly|regular)\b[^.]*\b(informes?|reports?|transferencias?|transfers?|payouts?)\b|\b(recibes|you get|you receive)\b[^.]*\b(informes?|reports?|transferencias?|transfers?)\b/i;
/** Checks of tenants' identity or means: nothing in the product makes one. */
const TENANT_CHECKS = /inquilinos verificados|verified tenants|checked tenants|selecci[oó]n de inquilinos|screening|elegimos inquilinos|choose tenants|solvencia|affordability|verificaci[oó]n de identidad|identity checks|comprobamos (la )?identidad|check every tenant/i;
const PHOTOS = /fotos|photos/i;
const MONTHS = /meses|months/;
const MONTHS_IN_WORDS = /\b(un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(meses|mes|months?)\b/i;
const DEPOSIT_KEPT = /\b(conservamos|retenemos|nos quedamos con|we keep|we retain|keeps?)\s+(la fianza|the deposit)/i;
const INSTANT_CONTRACT =
  /contrat\w*[^.]*\b(al momento|enseguida|a tu correo|firmas|móvil)\b|\b(al momento|enseguida)\b[^.]*contrat|contract\w*[^.]*\b(straight away|at once|instantly|inbox|sign it)\b|\b(straight away|at once|instantly)\b[^.]*contract/i;

/** What a sentence says against the money rules, if anything. */
function disagreements({ where, text }: Sentence, values: PolicyValues, rendered = true): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${where}: ${what}: "${text}"`);
  const days = numbersBefore(text, DAYS);
  if (rendered && /\{\w+\}/.test(text)) say('a placeholder left unfilled');
  if (CANCEL.test(text)) {
    for (const n of days) if (n !== values.fullRefundDays) say(`${n} days about cancelling, the rule says ${values.fullRefundDays}`);
  } else if (DEPOSIT.test(text)) {
    for (const n of days) if (n !== values.depositReturnDays) say(`${n} days about the deposit, the rule says ${values.depositReturnDays}`);
  } else if (REMINDER.test(text) || RENT_DUE.test(text)) {
    for (const n of days) if (n !== values.rentReminderDays) say(`${n} days about rent, the reminder goes ${values.rentReminderDays} days before`);
  }
  if (HOLD.test(text)) {
    for (const n of numbersBefore(text, /minutos|minutes|min\b/)) if (n !== values.holdMinutes) say(`a hold of ${n} minutes, the rule says ${values.holdMinutes}`);
  }
  if (FIXED_DAY_OF_MONTH.test(text) && (RENT_DUE.test(text) || /cobr|charg|pag|pay/i.test(text))) say('rent on fixed days of the month; it falls due on the move-in day');
  if (PHOTOS.test(text)) {
    for (const n of numbersBefore(text, MONTHS)) if (n !== values.incidentPhotoMonths) say(`incident photos kept ${n} months, the job deletes them after ${values.incidentPhotoMonths}`);
    if (MONTHS_IN_WORDS.test(text)) say('months written in words about incident photos; write {incidentPhotoMonths}');
  }
  if (TENANT_CHECKS.test(text)) say("checks of tenants' identity or means; nothing in the product makes them");
  if (PERIODIC_REPORT.test(text)) say('a periodic report or payout to owners; nothing makes one, the dashboard shows the figures at any time');
  if (TRANSFER.test(text) && !ON_REQUEST.test(text) && !PERIODIC_REPORT.test(text)) say('a bank transfer offered as a way to pay at checkout; staff record one only on request');
  if (DEPOSIT_KEPT.test(text)) say('the deposit kept on a cancellation; the rule always refunds it, and keeps the rent and fees');
  if (INSTANT_CONTRACT.test(text)) say('a contract promised at once; the reservation gives a confirmation and a receipt');
  return problems;
}

describe('the public texts and the money rules', () => {
  for (const [name, values] of [
    ['the declared values', policyValues()],
    ['another server’s settings', ANOTHER_SERVER],
  ] as const) {
    it(`agree in every seeded text rendered with ${name}`, () => {
      const sentences = seededSentences(values);
      expect(sentences.length).toBeGreaterThan(100);
      expect(sentences.flatMap((sentence) => disagreements(sentence, values))).toEqual([]);
    });
  }

  it('are stated where visitors look: the FAQ and the terms name the refund days, the hold and the deposit', () => {
    const text = seededSentences(ANOTHER_SERVER)
      .filter((sentence) => /^(FAQ|terms 2)/.test(sentence.where))
      .map((sentence) => sentence.text)
      .join('\n');
    expect(text).toContain('45 días o más antes de la entrada');
    expect(text).toContain('45 days or more before moving in');
    expect(text).toContain('25 minutos');
    expect(text).toContain('21 days of moving out');
    expect(text).toContain('6 días antes');
    expect(text).toMatch(/mismo día del mes en que (entras|empieza la estancia)/);
    expect(text).toContain('same day of the month as');
    const privacy = seededSentences(ANOTHER_SERVER)
      .filter((sentence) => sentence.where.startsWith('privacy 2'))
      .map((sentence) => sentence.text)
      .join('\n');
    expect(privacy).toContain('las borramos 4 meses después de que la incidencia quede resuelta o cerrada');
    expect(privacy).toContain('delete them 4 months after the incident is resolved or closed');
  });

  it('agree in the web app’s own wording', () => {
    const sentences = webSentences();
    expect(sentences.length).toBeGreaterThan(500);
    // The web's messages hold their own {name} placeholders, filled in by useT.
    expect(sentences.flatMap((sentence) => disagreements(sentence, policyValues(), false))).toEqual([]);
  });

  it('catch what the old texts said', () => {
    const old = [
      'Puedes cancelar gratis hasta 15 días antes de la entrada y te devolvemos todo.',
      'Cada mes siguiente se cobra del 1 al 5.',
      'The following months are charged between the 1st and the 5th of each month with the chosen payment method.',
      'Credit or debit card and bank transfer.',
      'Pick your dates, pay securely and get your contract straight away.',
      'Elige fechas, paga con seguridad y recibe tu contrato al momento.',
      'Al empezar una reserva bloqueamos las fechas durante 30 minutos.',
      'La fianza se devuelve en un máximo de 60 días tras la salida.',
      'Te avisamos por correo {rentReminderDays} días antes.',
      'After that, we keep the deposit and refund the rest.',
      'Desde esta versión también tratamos las fotos que adjuntas a las incidencias, solo para resolverlas, y las borramos seis meses después de cerrarlas.',
      'From this version we also process the photos you attach to incident reports, only to resolve them, and delete them six months after the incident is closed.',
      'Nos ocupamos de todo. Tú recibes un informe y la transferencia cada mes.',
      'We take care of everything. You get a report and a transfer every month.',
      'Informes claros cada trimestre',
      'Clear quarterly reports',
      'Cada trimestre recibes un informe con los ingresos cobrados.',
      'Refurbishment, letting, rent collection and maintenance, with regular reports on your investment.',
      'Cada inquilino pasa por una verificación de identidad y de solvencia.',
      'We check every tenant’s identity, studies or employment.',
      'Gestión integral de tu vivienda en alquiler por habitaciones: inquilinos verificados, cobro puntual y mantenimiento.',
      'Full management of your home let by the room: checked tenants, rent paid on time and maintenance.',
      'Nos ocupamos de todo: fotos, anuncio, selección de inquilinos, contratos, cobros, mantenimiento y limpieza.',
      'We advertise, choose tenants, collect the rent every month and deal with repairs.',
    ];
    for (const text of old) expect(disagreements({ where: 'old', text }, policyValues()), text).not.toEqual([]);
  });
});
