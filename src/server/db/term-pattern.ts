import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { TERM_MARK } from './prepared-statements.ts';
import { escapeLike } from './rows.ts';

/**
 * `like` pattern for a column folded by `habita_fold` holding `text` anywhere. The text is
 * written into the statement, escaped by the driver, not sent as a parameter: PostgreSQL
 * then plans it for this text and may keep that plan (TERM_MARK, prepared-statements.ts).
 * Control characters never get this far (control-characters.ts).
 */
export function containsPattern(text: string): SQL {
  return sql.raw(containsPatternText(text));
}

/** `containsPattern` as plain text, for statements assembled as text (statement-text.ts). */
export function containsPatternText(text: string): string {
  return `${TERM_MARK}('%' || habita_fold(${pg.escapeLiteral(escapeLike(text))}) || '%')`;
}
