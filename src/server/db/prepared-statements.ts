import { createHash } from 'node:crypto';
import pg from 'pg';

// Planning a list's query costs PostgreSQL more than running it (0.15 ms against 0.07 ms for a
// page of rooms): a statement the server has prepared is parsed once per connection, and after
// five runs PostgreSQL may keep one generic plan for it. So a query text that keeps coming back
// is sent as a named prepared statement. Only texts with parameters (already sent with the
// extended protocol, so never several commands in one text) or a select without any that the code
// marked (a visitor's list, its values all written in: planned once instead of on every call), and
// only once a text has come back: one-off texts do not take a slot in every connection's memory.
// The number of names is capped for the same reason; texts past the cap are sent unnamed as before.

/** How often a text must be seen before it is prepared. */
const SEEN_BEFORE_PREPARING = 3;
/**
 * Named texts per process. Each connection keeps each one it ran, 0.2–0.3 MB of the database
 * server's memory for a search's statement with its plan, and names are never released: as
 * many as a driver's statement cache (pgJDBC keeps 256).
 */
export const MAX_PREPARED_TEXTS = 200;
/** Texts being counted; the count starts again past this. */
const MAX_COUNTED_TEXTS = 5000;

/**
 * Written into a condition whose best plan depends on its value: a text looked for (`like
 * '%' || $1 || '%'`). A prepared statement may switch to one generic plan after five runs, and for
 * text that plan reads every match from the trigram index and sorts them: 15 ms for a common word
 * against 0.2 ms walking the list's order, 345 ms at the median under load. Any statement holding
 * the condition is sent unnamed, so PostgreSQL plans it for the text it was given.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly max = MAX_PREPARED_TEXTS) {}

  /** The name to prepare `text` under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined {
    if (text.includes(PLANNED_PER_CALL)) return undefined;
    const named = this.names.get(text);
    if (named !== undefined || this.names.size >= this.max) return named;
    const times = (this.seen.get(text) ?? 0) + 1;
    if (times < SEEN_BEFORE_PREPARING) {
      if (this.seen.size >= MAX_COUNTED_TEXTS) this.seen.clear();
      this.seen.set(text, times);
      return undefined;
    }
    this.seen.delete(text);
    const name = `habita_${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * The head of a select without parameters worth preparing: a list whose values all come from
 * closed sets (store.ts). Other texts without parameters stay unprepared: the back-office's write
 * in a day or a cursor, and each such text would keep its plan (3 MB for the activity feed's) on
 * every connection for good. No `;` after it, so never a second command.
 */
export const PREPARED_SELECT = 'select /* prepared */ ';
const isPreparedSelect = (text: string) => text.startsWith(PREPARED_SELECT) && !text.includes(';');

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** A pg client that sends texts that keep coming back as named prepared statements. */
export function preparingClient(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // pg's overloads cannot be restated one by one; this passes every call through unchanged
    // but for the name.
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfigLike | string | undefined, unknown];
      if (config && typeof config === 'object' && typeof config.submit !== 'function' && !config.name && typeof config.text === 'string') {
        const parameters = Array.isArray(values) ? values : config.values;
        const withParameters = Array.isArray(parameters) && parameters.length > 0;
        const name = withParameters || isPreparedSelect(config.text) ? names.nameFor(config.text) : undefined;
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...all: unknown[]) => never)(...args);
    }
  };
}
