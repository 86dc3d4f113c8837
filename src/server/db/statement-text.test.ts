import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlOfText, statementOf, type TextPiece } from './statement-text.ts';

const drizzle = new PgDialect();

// "Public, or one of two owner paths leads to the user": the user's placeholder is written twice.
const publicOrOwned =
  (userId: string): TextPiece =>
  (value) => {
    const user = value(userId);
    return `(t.published or t.user_id = ${user} or t.landlord_id = ${user})`;
  };

describe('a statement written as text', () => {
  it('numbers its values in the order they are written, and a placeholder written twice sends its value once', () => {
    const where = publicOrOwned('u-1');
    const statement = statementOf((value) => `select 1 from rooms t where t.id = ${value('r-1')} and ${where(value)} limit 21`);
    expect(statement).toEqual({ sql: 'select 1 from rooms t where t.id = $1 and (t.published or t.user_id = $2 or t.landlord_id = $2) limit 21', params: ['r-1', 'u-1'] });
  });

  it('writes a piece used twice in one statement with values of its own each time', () => {
    const where: TextPiece = (value) => `t.property_id = ${value('p-1')}`;
    const statement = statementOf((value) => `select (select count(*) from rooms t where ${where(value)}), t.id from rooms t where ${where(value)}`);
    expect(statement.sql).toBe('select (select count(*) from rooms t where t.property_id = $1), t.id from rooms t where t.property_id = $2');
    expect(statement.params).toEqual(['p-1', 'p-1']);
  });
});

describe('a piece written as text, as drizzle SQL', () => {
  it('is the same text with drizzle’s placeholders, each place where a value stood sending it', () => {
    expect(drizzle.sqlToQuery(sqlOfText(publicOrOwned('u-1')))).toMatchObject({
      sql: '(t.published or t.user_id = $1 or t.landlord_id = $2)',
      params: ['u-1', 'u-1'],
    });
  });

  it('is plain text when the piece has no value', () => {
    expect(drizzle.sqlToQuery(sqlOfText(() => 't.deleted_at is null'))).toMatchObject({ sql: 't.deleted_at is null', params: [] });
  });

  it('refuses a NUL written into the text, which would break its placeholders', () => {
    expect(() => sqlOfText(() => "t.name = 'a\u0000b'")).toThrow('A NUL in the text of a statement');
    expect(() => sqlOfText((value) => `t.id = ${value('r-1')} and t.name = 'a\u0000\u0000b'`)).toThrow('A NUL in the text of a statement');
  });
});
