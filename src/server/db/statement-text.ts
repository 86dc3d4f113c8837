import { sql, type SQL } from 'drizzle-orm';
import type { CompiledQuery } from './rows.ts';

/** Writes `value` as a statement's next parameter and returns its placeholder (`$3`). */
export type ValueWriter = (value: unknown) => string;

/**
 * A piece of a statement written as text, its values through `value`: written once per statement,
 * so a condition used twice in one statement (a page and its count) sends its values once.
 */
export type TextPiece = (value: ValueWriter) => string;

/**
 * A statement assembled as plain text, for the reads every visitor makes (the public room
 * search, the generic lists and searches): each value written through `value()` becomes the next
 * parameter, `$1`, `$2`… Drizzle's `sql` makes an object of every fragment and asks each chunk
 * what it is: for the search's page that cost 30–35 µs of CPU per request in the running server,
 * where joining strings costs a few. Only values go through `value()`: names and closed-set
 * words are written as text by the code, never taken from what a visitor sent.
 */
export class StatementText {
  private readonly values: unknown[] = [];

  /** `value` as the statement's next parameter (a function of its own, so it can be passed around). */
  readonly value: ValueWriter = (value) => {
    this.values.push(value);
    return `$${this.values.length}`;
  };

  /** The statement: `text`, which refers to the values written so far (a copy: later ones are not its). */
  query(text: string): CompiledQuery {
    return { sql: text, params: [...this.values] };
  }
}

/** The one statement `write` makes, its values numbered from `$1`. */
export function statementOf(write: TextPiece): CompiledQuery {
  const statement = new StatementText();
  return statement.query(write(statement.value));
}

/**
 * A piece written as text, as drizzle SQL, for the statements drizzle still assembles (a single
 * record's read, writes): one definition of a condition serves both. Each value stands as its
 * number between NULs while the text is cut (a placeholder may be written more than once): no SQL
 * text PostgreSQL accepts holds a NUL.
 */
export function sqlOfText(piece: TextPiece): SQL {
  const values: unknown[] = [];
  const text = piece((value) => `\u0000${values.push(value) - 1}\u0000`);
  // Cut at the NULs, the values' numbers land at the odd places.
  const cut = text.split('\u0000');
  if (cut.length % 2 === 0 || cut.some((part, i) => i % 2 === 1 && !(/^\d+$/.test(part) && Number(part) < values.length))) throw new Error('A NUL in the text of a statement');
  return sql.join(cut.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part)]}`)));
}
