import { defineMessages } from './messages.ts';

// Words many public screens share.

export const commonMessages = defineMessages({
  es: {
    loading: 'Cargando…',
    tryAgain: 'Reintentar',
    loadFailed: 'No se pudo cargar. Comprueba tu conexión y vuelve a intentarlo.',
    perMonth: '/mes',
    perMonthLong: 'al mes',
    billsIncluded: 'Gastos incluidos',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página {page} de {pages}',
    readMore: 'Leer más',
    notFound: 'No encontrado',
    send: 'Enviar',
    sending: 'Enviando…',
    required: 'Obligatorio',
    optional: 'opcional',
  },
  en: {
    loading: 'Loading…',
    tryAgain: 'Try again',
    loadFailed: 'This could not be loaded. Check your connection and try again.',
    perMonth: '/month',
    perMonthLong: 'a month',
    billsIncluded: 'Bills included',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    readMore: 'Read more',
    notFound: 'Not found',
    send: 'Send',
    sending: 'Sending…',
    required: 'Required',
    optional: 'optional',
  },
});
