import type { MailContent, StayMailAddress } from './layout.ts';

// What the booking mails say, in Spanish and English. Amounts and dates arrive already written
// in the reader's language (the sender formats them), so the wording only places them.

type Addressed = StayMailAddress;

export type BookingMail =
  | (Addressed & { kind: 'rent-reminder'; amount: string; dueDate: string })
  | (Addressed & { kind: 'reservation-confirmed'; amount: string; from: string; until: string });


type Wording = Pick<MailContent, 'subject' | 'heading' | 'intro' | 'button' | 'outro'>;

export function bookingWording(mail: BookingMail, language: 'es' | 'en'): Wording {
  switch (mail.kind) {
    case 'rent-reminder':
      return language === 'es'
        ? {
            subject: `Tu alquiler de ${mail.amount} vence el ${mail.dueDate}`,
            heading: 'Se acerca el pago de tu alquiler',
            intro: [`El pago de ${mail.amount} por ${mail.room} vence el ${mail.dueDate}.`, 'Puedes pagarlo ya desde tu espacio en Habita.'],
            button: 'Pagar ahora',
            outro: ['Si ya lo has pagado, no hace falta que hagas nada.'],
          }
        : {
            subject: `Your rent of ${mail.amount} is due on ${mail.dueDate}`,
            heading: 'Your rent is due soon',
            intro: [`The payment of ${mail.amount} for ${mail.room} is due on ${mail.dueDate}.`, 'You can pay it now from your Habita space.'],
            button: 'Pay now',
            outro: ["If you have already paid it, there's nothing else to do."],
          };
    case 'reservation-confirmed':
      return language === 'es'
        ? {
            subject: `Reserva confirmada: ${mail.room}`,
            heading: '¡Tu reserva está confirmada!',
            intro: [
              `Hemos recibido tu pago de ${mail.amount}. ${mail.room} es tuya del ${mail.from} al ${mail.until}.`,
              'En tu espacio tienes el recibo, el calendario de pagos, las normas de la casa y los teléfonos útiles.',
            ],
            button: 'Ver mi reserva',
            outro: ['Te esperamos. Si necesitas algo antes de entrar, escríbenos.'],
          }
        : {
            subject: `Reservation confirmed: ${mail.room}`,
            heading: 'Your reservation is confirmed!',
            intro: [
              `We have received your payment of ${mail.amount}. ${mail.room} is yours from ${mail.from} to ${mail.until}.`,
              'Your space has the receipt, the payment schedule, the house rules and useful phone numbers.',
            ],
            button: 'See my reservation',
            outro: ['We look forward to welcoming you. If you need anything before moving in, write to us.'],
          };
  }
}
