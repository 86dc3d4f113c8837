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
 * Written into a statement that holds a text someone looks for (term-pattern.ts), as a literal: the
 * best plan depends on the text (walking the list's order for a common word, the trigram index
 * for a rare one), so a parameter would let PostgreSQL settle on one generic plan for every text
 * after five runs (15 ms for a common word against 0.2). Written in, each text is planned for itself,
 * and one that keeps coming back is prepared like any other: planning cost more than running
 * (0.20 ms against 0.12 for a word on 100,000 rooms). Such texts are many and short-lived, so they
 * have slots of their own, and the one unused longest gives its slot up (`deallocateReleased`).
 */
export const TERM_MARK = '/* term */';

/** Named texts holding a term, per process: 48 KB each on each connection that ran it (a search's page, pg_backend_memory_contexts). */
export const MAX_TERM_TEXTS = 64;
/** Texts holding a term being counted (each up to a few KB); the count starts again past this. */
const MAX_COUNTED_TERM_TEXTS = 500;
const TERM_PREFIX = 'habita_term_';
/** The prefix and a SHA-1 in base64url. */
const TERM_NAME_LENGTH = TERM_PREFIX.length + 27;

export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts holding a term, least recently used first. */
  private readonly terms = new Map<string, string>();
  private readonly termNames = new Set<string>();
  private readonly seen = new Map<string, number>();
  /** Counted apart: anyone can send new terms, which must not push the other texts' counts out. */
  private readonly seenTerms = new Map<string, number>();
  /** Counts the term names given up, so a connection knows when to look for some it holds. */
  released = 0;

  constructor(
    private readonly max = MAX_PREPARED_TEXTS,
    private readonly maxTerms = MAX_TERM_TEXTS,
  ) {}

  /** The name to prepare `text` under, or undefined to send it unnamed. `holdsTerm`: whether it holds TERM_MARK, when the caller knows. */
  nameFor(text: string, holdsTerm = text.includes(TERM_MARK)): string | undefined {
    if (holdsTerm) return this.termNameFor(text);
    const named = this.names.get(text);
    if (named !== undefined || this.names.size >= this.max) return named;
    return this.seenEnough(this.seen, MAX_COUNTED_TEXTS, text) ? this.keep(this.names, text, 'habita_') : undefined;
  }

  /** Whether a name given to a text holding a term has been given up. */
  isReleased(name: string): boolean {
    // By its length too: another text's name (`habita_` and 27 characters of hash) may start with `habita_term_`.
    return name.length === TERM_NAME_LENGTH && name.startsWith(TERM_PREFIX) && !this.termNames.has(name);
  }

  get size(): number {
    return this.names.size + this.terms.size;
  }

  private termNameFor(text: string): string | undefined {
    const named = this.terms.get(text);
    if (named !== undefined) {
      this.terms.delete(text);
      this.terms.set(text, named);
      return named;
    }
    if (!this.seenEnough(this.seenTerms, MAX_COUNTED_TERM_TEXTS, text)) return undefined;
    if (this.terms.size >= this.maxTerms) {
      const [oldest, name] = this.terms.entries().next().value!;
      this.terms.delete(oldest);
      this.termNames.delete(name);
      this.released++;
    }
    const name = this.keep(this.terms, text, TERM_PREFIX);
    this.termNames.add(name);
    return name;
  }

  /** Counts `text` once more in `seen`: whether it has now come often enough to be prepared. */
  private seenEnough(seen: Map<string, number>, max: number, text: string): boolean {
    const times = (seen.get(text) ?? 0) + 1;
    if (times < SEEN_BEFORE_PREPARING) {
      if (seen.size >= max) seen.clear();
      seen.set(text, times);
      return false;
    }
    seen.delete(text);
    return true;
  }

  private keep(names: Map<string, string>, text: string, prefix: string): string {
    const name = `${prefix}${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
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

/** What pg's connection remembers of the statements it prepared (not in its types). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

type PreparingClientClass = typeof pg.Client & { new (...args: never[]): pg.Client & { deallocateReleased(): void } };

/** A pg client that sends texts that keep coming back as named prepared statements. */
export function preparingClient(names: StatementNames): PreparingClientClass {
  return class PreparingClient extends pg.Client {
    private releasedSeen = 0;

    /**
     * Drops the statements this connection prepared under names since given up. Called when the
     * pool hands the client out (database.ts): it is idle then and outside any transaction, so the
     * `deallocate` goes before the borrower's first query. pg forgets a name only once the server
     * has; after a failure it tries again at the next hand-out.
     */
    deallocateReleased(): void {
      if (this.releasedSeen === names.released) return;
      this.releasedSeen = names.released;
      const parsed = (this as unknown as ParsedStatements).connection.parsedStatements;
      const dropped = Object.keys(parsed).filter((name) => names.isReleased(name));
      if (dropped.length === 0) return;
      // One round trip, and only those the server holds: a `deallocate` of a name it lacks would
      // fail, and the names before it in the same text would be gone while pg still lists them.
      const list = dropped.map((name) => pg.escapeLiteral(name)).join(', ');
      const text = `do $$ declare found text; begin
        for found in select name from pg_prepared_statements where name = any(array[${list}]) loop
          execute format('deallocate %I', found);
        end loop; end $$`;
      super.query(text, (error: Error | null) => {
        if (error) this.releasedSeen = -1;
        else for (const name of dropped) delete parsed[name];
      });
    }

    // pg's overloads cannot be restated one by one; this passes every call through unchanged
    // but for the name.
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfigLike | string | undefined, unknown];
      if (config && typeof config === 'object' && typeof config.submit !== 'function' && !config.name && typeof config.text === 'string') {
        const parameters = Array.isArray(values) ? values : config.values;
        const withParameters = Array.isArray(parameters) && parameters.length > 0;
        // A text holding a term is one select the code built, and goes as one statement whatever
        // its text holds (the extended protocol takes no second command), so it may be prepared.
        const term = config.text.includes(TERM_MARK);
        const name = withParameters || term || isPreparedSelect(config.text) ? names.nameFor(config.text, term) : undefined;
        if (name) args[0] = { ...config, name };
        else if (term) args[0] = { ...config, queryMode: 'extended' };
      }
      return (super.query as (...all: unknown[]) => never)(...args);
    }
  };
}
