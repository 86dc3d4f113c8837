import { useCallback } from 'react';
import { useLanguage, type Language } from './language.ts';

// Interface text lives beside the screen that shows it, in both languages at once, so a
// missing translation is a type error rather than a blank on the page.
//
//   const messages = defineMessages({
//     es: { title: 'Hola {name}', rooms: ({ count }) => (count === 1 ? '1 habitación' : `${count} habitaciones`) },
//     en: { title: 'Hello {name}', rooms: ({ count }) => (count === 1 ? '1 room' : `${count} rooms`) },
//   });
//   const t = useT(messages);  t('title', { name })

export type MessageValues = Record<string, string | number>;
export type Message = string | ((values: MessageValues) => string);
export type Messages<K extends string> = Record<Language, Record<K, Message>>;

export function defineMessages<K extends string>(messages: { es: Record<K, Message>; en: Record<K, Message> }): Messages<K> {
  return messages;
}

export function translate<K extends string>(messages: Messages<K>, language: Language, key: K, values: MessageValues = {}): string {
  const message = messages[language][key];
  if (typeof message === 'function') return message(values);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const language = useLanguage();
  return useCallback((key: K, values?: MessageValues) => translate(messages, language, key, values), [messages, language]);
}
