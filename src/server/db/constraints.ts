import { collections, getCollection } from '../../catalog/catalog.ts';
import { columnName, fieldLabel, joinTableName } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';

// Maps a constraint the database refused back to the collection and field it guards, so
// every refusal reaches the client as `{ message, field, status }` and never as a 500.
// Names follow the scheme tables.ts gives them.

interface Guard {
  collection: CollectionDef;
  key: string;
  kind: 'fk' | 'unique' | 'check' | 'exclude';
}

function buildGuards(): Map<string, Guard> {
  const guards = new Map<string, Guard>();
  for (const collection of collections) {
    for (const [key, field] of Object.entries(collection.fields)) {
      const col = columnName(key, field);
      if (field.kind === 'ref') guards.set(`${collection.name}_${col}_fk`, { collection, key, kind: 'fk' });
      if (field.kind === 'select') guards.set(`${collection.name}_${col}_check`, { collection, key, kind: 'check' });
      if (field.unique) guards.set(`${collection.name}_${col}_key`, { collection, key, kind: 'unique' });
      if (field.kind === 'refs') {
        const join = joinTableName(collection, key);
        guards.set(`${join}_target_fk`, { collection, key, kind: 'fk' });
        guards.set(`${join}_pk`, { collection, key, kind: 'unique' });
      }
    }
    for (const keys of collection.uniqueTogether ?? []) {
      const name = `${collection.name}_${keys.map((k) => columnName(k)).join('_')}_key`;
      guards.set(name, { collection, key: keys[0]!, kind: 'unique' });
    }
  }
  const reserves = getCollection('roomreserves');
  if (reserves) {
    guards.set('roomreserves_no_overlap', { collection: reserves, key: 'startDate', kind: 'exclude' });
    guards.set('roomreserves_dates_check', { collection: reserves, key: 'endDate', kind: 'check' });
  }
  // Unique indexes of later migrations (0006), named by the field a person would change.
  const reviews = getCollection('reviews');
  if (reviews) guards.set('reviews_one_per_stay', { collection: reviews, key: 'reservation', kind: 'unique' });
  const operations = getCollection('paymentoperations');
  if (operations) guards.set('paymentoperations_refund_reference_key', { collection: operations, key: 'providerReference', kind: 'unique' });
  return guards;
}

const guards = buildGuards();

export interface DatabaseRefusal {
  code?: string;
  constraint?: string;
  column?: string;
  table?: string;
  message?: string;
}

function label(guard: Guard): string {
  const field = guard.collection.fields[guard.key];
  return field ? fieldLabel(guard.key, field) : guard.key;
}

export function constraintProblem(refusal: DatabaseRefusal): { status: number; message: string; field?: string } | undefined {
  const { code, constraint } = refusal;
  const guard = constraint ? guards.get(constraint) : undefined;
  switch (code) {
    // 23001: a RESTRICT foreign key (as tables.ts declares them) refused removing the row it
    // points at. 23503: any foreign key, either way round.
    case '23001':
    case '23503': {
      if (!guard) return { status: 409, message: 'This record is linked to others' };
      const field = guard.collection.fields[guard.key];
      const target = field && 'to' in field ? field.to : 'record';
      // PostgreSQL says "update or delete on table …" when the referenced row is the one going.
      if (code === '23001' || refusal.message?.startsWith('update or delete')) {
        return {
          status: 409,
          message: `Still used by ${guard.collection.label.toLowerCase()} (${label(guard)}): change or remove those first`,
          field: `${guard.collection.name}.${guard.key}`,
        };
      }
      return { status: 400, message: `${label(guard)}: no ${target} record has that id`, field: guard.key };
    }
    case '23505':
      if (guard && guard.collection.fields[guard.key]?.kind === 'refs') {
        return { status: 400, message: `${label(guard)}: the same item is listed twice`, field: guard.key };
      }
      return guard
        ? { status: 409, message: `${label(guard)}: another record already has this value`, field: guard.key }
        : { status: 409, message: 'Another record already has this value' };
    case '23514':
      return guard
        ? { status: 400, message: `${label(guard)}: not an allowed value`, field: guard.key }
        : { status: 400, message: 'A value is not allowed' };
    case '23P01':
      return guard?.kind === 'exclude'
        ? { status: 409, message: 'The room is already reserved for some of those dates', field: guard.key }
        : { status: 409, message: 'This conflicts with another record' };
    case '23502': {
      const owner = refusal.table ? getCollection(refusal.table) : undefined;
      const entry = owner && Object.entries(owner.fields).find(([k, f]) => columnName(k, f) === refusal.column);
      const key = entry?.[0];
      return { status: 400, message: `${key ?? 'A field'}: Required`, ...(key ? { field: key } : {}) };
    }
    case '22P02':
    case '22007':
    case '22008':
      return { status: 400, message: 'A value has the wrong form' };
    case '22001':
    case '22003':
      return { status: 400, message: 'A value is out of range' };
    default:
      // Any other data exception (class 22) is a value the database could not take: the
      // client's input, never a fault of ours. Validation should have named the field first.
      return code?.startsWith('22') ? { status: 400, message: 'A value has the wrong form' } : undefined;
  }
}
