import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

// Writes that may make a stay of a room live take turns on the room's row, locked until commit:
// a new hold (reservations.ts), a hold paid or held again at checkout (payments/checkout.ts), a
// lapsed stay confirmed by its payment (confirmation.ts). The exclusion constraint checks a row
// only after writing it, waiting for any in-progress row it overlaps; two such writes at once each
// wait for the other's row, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s) with a
// 500, and the writes queued behind close the next circle: 200 guests took 200 s. In turn, each
// write meets only committed rows, and the constraint answers at once. Staff writing a
// reservation through the collection API do not take a turn: racing a guest for the same nights,
// such a write may still meet one such deadlock (a 500 after a second), never a double booking.
//
// Lock order: the payment operations and reservations a transaction locks come first (payment
// events, and the lapsed-hold release, lock them in that order), then the room, then promotions
// (a new reservation gives lapsed holds' uses back only once it has its turn). NO KEY UPDATE lets
// the foreign keys' KEY SHARE through; the parents_public triggers' FOR SHARE on the room (a new
// photo, price or cost of the room) and a property's publish or hide updating its rooms do wait
// for a turn to end, and a turn for them: each is one short transaction holding nothing booking locks.

/** Waits for this transaction's turn at the room's stays; the room's status, none if it is gone. */
export async function takeRoomTurn(tx: Db, room: string): Promise<string | undefined> {
  const [found] = await rows<{ status: string }>(tx, sql`select status from rooms where id = ${room} for no key update`);
  return found?.status;
}
