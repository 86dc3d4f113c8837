import type { CompiledQuery } from './rows.ts';

/**
 * A statement assembled as plain text, for the reads every visitor makes (the public room
 * search): each value written through `value()` becomes the next parameter, `$1`, `$2`…
 * Drizzle's `sql` makes an object of every fragment and asks each chunk what it is: for the
 * search's page that cost 30–35 µs of CPU per request in the running server, where joining
 * strings costs a few. Only values go through `value()`: names and closed-set words are written
 * as text by the code, never taken from what a visitor sent.
 */
export class StatementText {
  private readonly values: unknown[] = [];

  /** `value` as the statement's next parameter (a function of its own, so it can be passed around). */
  readonly value = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };

  /** The statement: `text`, which refers to the values written so far (a copy: later ones are not its). */
  query(text: string): CompiledQuery {
    return { sql: text, params: [...this.values] };
  }
}
