import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { collections } from '../../catalog/catalog.ts';
import { closedSetValue, paymentStatus, reservationStatus } from './status-literals.ts';

// Statuses in SQL come from the catalogue's lists by type (tsc runs the expected errors below),
// and read as the migrations' index predicates do: literals, not parameters.

const text = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement);

describe('status literals', () => {
  it('write a status and a list as SQL literals', () => {
    expect(text(sql`status = ${reservationStatus('confirmed')}`)).toEqual({ sql: "status = 'confirmed'", params: [] });
    expect(text(sql`status in ${reservationStatus.list(LIVE_RESERVATION_STATUSES)}`).sql).toBe("status in ('hold', 'pending_payment', 'confirmed')");
  });

  it('take only the statuses the catalogue lists', () => {
    // @ts-expect-error: a misspelt status does not compile.
    reservationStatus('confimed');
    // @ts-expect-error: a payment status is not a reservation status.
    reservationStatus.list(['succeeded']);
    // @ts-expect-error: and the other way round.
    paymentStatus('completed');
  });
});

describe('closed sets known as the server runs', () => {
  it('write their values into the text as literals', () => {
    expect(text(sql`x = ${closedSetValue('available')}`)).toEqual({ sql: "x = 'available'", params: [] });
    expect(text(sql`x = ${closedSetValue(false)}`)).toEqual({ sql: 'x = false', params: [] });
  });

  it('refuse anything but plain words, which no server setting reads otherwise', () => {
    for (const value of ["it's", 'a\\', "x' or '1'='1"]) expect(() => closedSetValue(value)).toThrow(/closed set/);
  });

  it('hold every option of the catalogue\'s select fields and every public marker', () => {
    for (const collection of collections) {
      for (const field of Object.values(collection.fields)) if (field.kind === 'select') for (const option of field.options) closedSetValue(option);
      if (collection.publicWhen?.equals !== undefined) closedSetValue(collection.publicWhen.equals);
    }
  });
});
