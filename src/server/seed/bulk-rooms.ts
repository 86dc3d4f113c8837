import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

// Many rooms at once, for the benchmark and for trying the back-office on a large table.
// Set-based: one INSERT … SELECT FROM generate_series per batch, values derived from the row
// number by integer hashing, so a run is fast and the same numbers give the same rooms.
// Rooms are published and go to the existing published properties and room types; when there
// are none, plain ones are made first, so this does not depend on the demo seed and the public
// search finds them.

const BATCH = 20_000;

/** Properties created when there are none: about this many rooms share each one. */
const ROOMS_PER_PROPERTY = 20;

/** Words the room names are built from; search finds rooms by any of them. */
const ADJECTIVES: readonly [es: string, en: string][] = [
  ['luminosa', 'bright'],
  ['exterior', 'street-facing'],
  ['tranquila', 'quiet'],
  ['amplia', 'spacious'],
  ['acogedora', 'cosy'],
  ['reformada', 'renovated'],
  ['interior', 'courtyard'],
  ['doble', 'double'],
  ['individual', 'single'],
  ['abuhardillada', 'attic'],
];

export const BULK_ROOM_NEIGHBOURHOODS: readonly string[] = [
  'Malasaña',
  'Chamberí',
  'Lavapiés',
  'Retiro',
  'Salamanca',
  'Chueca',
  'Arganzuela',
  'Tetuán',
  'Gràcia',
  'Eixample',
  'Sants',
  'Poblenou',
  'Triana',
  'Ruzafa',
  'Benimaclet',
  'Deusto',
];

/** The first one is left empty more often than the others, as most names have no extra. */
const EXTRAS: readonly [es: string, en: string][] = [
  ['', ''],
  ['', ''],
  ['', ''],
  [' con balcón', ' with balcony'],
  [' con baño privado', ' with en-suite bathroom'],
  [' junto al metro', ' near the metro'],
  [' con escritorio', ' with desk'],
  [' con terraza', ' with terrace'],
];

const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'];

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(query));
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/** Live, published properties: the ones bulk rooms go to. */
const PARENT_PROPERTIES = sql`properties WHERE deleted_at IS NULL AND published`;

/** Live published properties and live room types, making plain ones when there are none. */
async function ensureParents(db: Db, rooms: number): Promise<{ createdProperties: number; createdTypes: number }> {
  let createdProperties = 0;
  let createdTypes = 0;
  if ((await scalar(db, sql`SELECT count(*) FROM ${PARENT_PROPERTIES}`)) === 0) {
    const wanted = Math.max(1, Math.ceil(rooms / ROOMS_PER_PROPERTY));
    createdProperties = await scalar(
      db,
      sql`WITH inserted AS (
        INSERT INTO properties (title, address, city, postal_code, floor, lift, size_m2, published, created_at, updated_at)
        SELECT
          jsonb_build_object('es', 'Piso compartido ' || g, 'en', 'Shared flat ' || g),
          'Calle de Ejemplo ' || g,
          (${textArray(CITIES)})[1 + g % ${CITIES.length}::int],
          lpad((28001 + g % 90)::text, 5, '0'),
          g % 8,
          g % 3 <> 0,
          60 + (g % 120),
          true,
          now() - make_interval(days => g % 900),
          now() - make_interval(days => g % 900)
        FROM generate_series(1, ${wanted}::int) AS g
        RETURNING 1
      ) SELECT count(*) FROM inserted`,
    );
  }
  if ((await scalar(db, sql`SELECT count(*) FROM typerooms WHERE deleted_at IS NULL`)) === 0) {
    createdTypes = await scalar(
      db,
      sql`WITH inserted AS (
        INSERT INTO typerooms (name, "order") VALUES
          ('{"es":"Individual","en":"Single"}'::jsonb, 1),
          ('{"es":"Doble","en":"Double"}'::jsonb, 2),
          ('{"es":"Suite","en":"Suite"}'::jsonb, 3)
        RETURNING 1
      ) SELECT count(*) FROM inserted`,
    );
  }
  return { createdProperties, createdTypes };
}

/** Inserts rooms numbered `from`..`to` (inclusive); returns how many went in. */
async function insertBatch(db: Db, from: number, to: number, newest: number): Promise<number> {
  const adjectivesEs = textArray(ADJECTIVES.map(([es]) => es));
  const adjectivesEn = textArray(ADJECTIVES.map(([, en]) => en));
  const extrasEs = textArray(EXTRAS.map(([es]) => es));
  const extrasEn = textArray(EXTRAS.map(([, en]) => en));
  const places = textArray(BULK_ROOM_NEIGHBOURHOODS);
  return scalar(
    db,
    sql`WITH
      parents AS (
        SELECT
          (SELECT array_agg(id ORDER BY created_at, id) FROM ${PARENT_PROPERTIES}) AS properties,
          (SELECT array_agg(id ORDER BY "order", id) FROM typerooms WHERE deleted_at IS NULL) AS types
      ),
      numbered AS (
        -- h: a well-mixed 32-bit hash of the row number; its digits pick independent-looking values.
        SELECT g, (g::bigint * 2654435761) % 4294967296 AS h
        FROM generate_series(${from}::int, ${to}::int) AS g
      ),
      picked AS (
        SELECT
          g, h,
          (${adjectivesEs})[1 + h % ${ADJECTIVES.length}::int] AS adj_es,
          (${adjectivesEn})[1 + h % ${ADJECTIVES.length}::int] AS adj_en,
          (${places})[1 + (h / 16) % ${BULK_ROOM_NEIGHBOURHOODS.length}::int] AS place,
          (${extrasEs})[1 + (h / 256) % ${EXTRAS.length}::int] AS extra_es,
          (${extrasEn})[1 + (h / 256) % ${EXTRAS.length}::int] AS extra_en,
          30000 + ((h / 4096) % 181) * 500 AS price,
          (h / 1000000) % 100 AS status_roll,
          now() - make_interval(secs => (${newest}::int - g) * 300 + (h % 240)) AS created
        FROM numbered
      ),
      inserted AS (
        INSERT INTO rooms (
          property_id, name, description, type_id, size_m2, monthly_price, deposit, bills_included,
          available_from, min_months, max_months, status, published, created_at, updated_at
        )
        SELECT
          parents.properties[1 + g % cardinality(parents.properties)],
          jsonb_build_object(
            'es', 'Habitación ' || g || ' – ' || adj_es || ' en ' || place || extra_es,
            'en', 'Room ' || g || ' – ' || adj_en || ' in ' || place || extra_en
          ),
          jsonb_build_object(
            'es', 'Habitación ' || adj_es || extra_es || ' en un piso compartido de ' || place || '.',
            'en', 'A ' || adj_en || ' room' || extra_en || ' in a shared flat in ' || place || '.'
          ),
          parents.types[1 + (h / 7) % cardinality(parents.types)],
          8 + ((h / 13) % 180) / 10.0,
          price,
          CASE WHEN (h / 29) % 4 = 0 THEN NULL ELSE price END,
          (h / 31) % 3 = 0,
          current_date + ((h / 37) % 240)::int - 60,
          (ARRAY[1, 1, 3, 6, 12])[1 + (h / 41) % 5],
          CASE WHEN (h / 43) % 3 = 0 THEN NULL ELSE 12 END,
          CASE WHEN status_roll < 85 THEN 'available' WHEN status_roll < 95 THEN 'occupied' ELSE 'maintenance' END,
          true,
          created,
          created
        FROM picked, parents
        RETURNING 1
      )
    SELECT count(*) FROM inserted`,
  );
}

/**
 * Inserts `count` rooms into existing properties and room types (making plain ones when there
 * are none), in batches of 20,000, then refreshes the planner's statistics. Returns the number
 * of rooms inserted.
 */
export async function addBulkRooms(db: Db, count: number): Promise<number> {
  const wanted = Math.max(0, Math.floor(count));
  if (wanted === 0) return 0;
  const { createdProperties, createdTypes } = await ensureParents(db, wanted);
  const existing = await scalar(db, sql`SELECT count(*) FROM rooms`);
  const first = existing + 1;
  const last = existing + wanted;
  let inserted = 0;
  for (let from = first; from <= last; from += BATCH) {
    inserted += await insertBatch(db, from, Math.min(last, from + BATCH - 1), last);
  }
  await db.execute(sql`ANALYZE rooms`);
  if (createdProperties > 0) await db.execute(sql`ANALYZE properties`);
  if (createdTypes > 0) await db.execute(sql`ANALYZE typerooms`);
  return inserted;
}

/** The user bulk reservations belong to, made when missing. */
async function bulkGuest(db: Db): Promise<string> {
  const [row] = rowsOf(
    await db.execute(sql`INSERT INTO users (email, name, role, language)
      VALUES ('bulk-guest@habita.local', 'Bulk guest', 'tenant', 'en')
      ON CONFLICT (lower(email)) DO UPDATE SET updated_at = users.updated_at
      RETURNING id`),
  );
  return String(row?.id);
}

/**
 * Gives about 7 rooms in 10 one reservation each, starting between a month ago and half a year
 * from now and lasting one to ten months: most confirmed, some waiting for payment, some holds
 * (half of them expired) and some cancelled, so availability searches meet a realistic mix.
 * Does nothing when there are reservations already. Returns the number inserted.
 */
export async function addBulkReservations(db: Db): Promise<number> {
  if ((await scalar(db, sql`SELECT count(*) FROM (SELECT 1 FROM roomreserves LIMIT 1) r`)) > 0) return 0;
  const guest = await bulkGuest(db);
  const inserted = await scalar(
    db,
    sql`WITH
      numbered AS (
        SELECT id, (row_number() OVER (ORDER BY id) * 2654435761) % 4294967296 AS h
        FROM rooms WHERE deleted_at IS NULL
      ),
      picked AS (
        SELECT id, h, (h % 200)::int - 30 AS start_in, 30 * (1 + (h / 200) % 10)::int AS nights, ((h / 7) % 100)::int AS roll
        FROM numbered WHERE h % 10 < 7
      ),
      inserted AS (
        INSERT INTO roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at)
        SELECT
          id, ${guest}::uuid, current_date + start_in, current_date + start_in + nights,
          CASE WHEN roll < 60 THEN 'confirmed' WHEN roll < 70 THEN 'pending_payment' WHEN roll < 80 THEN 'hold' ELSE 'cancelled' END,
          CASE WHEN roll >= 70 AND roll < 80 THEN now() + make_interval(mins => (roll - 75) * 10) END
        FROM picked
        RETURNING 1
      )
    SELECT count(*) FROM inserted`,
  );
  await db.execute(sql`ANALYZE roomreserves`);
  return inserted;
}
