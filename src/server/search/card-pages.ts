import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ResponseOf } from '../../contracts/route.ts';
import type { RoomSearch, searchRoomsRoute } from '../../contracts/search.ts';
import { ReadMemories, type ReadMemory, type RecordCache } from '../collections/record-cache.ts';
import type { Db } from '../db/database.ts';
import { fileUrl } from '../files/routes.ts';
import { listPageVersions, readCards, readPageCards, type CardRow, type PageRowFacts } from './room-search-sql.ts';

// The pages of the public room search, as lists read theirs (collections/page-reads.ts): a page
// read lately is read in two parts. PostgreSQL is asked only which rooms, in which order, at which
// versions of everything their cards show (room-search-sql.ts, CARD_VERSION), and the cards made
// lately at those versions are not made again: producing, sending and reading the cards' twenty
// columns is most of what a page costs beyond choosing it (README.md, "Cards kept between searches").
// A page not read lately is read whole in one statement, as before: a page nobody asked for costs
// one round trip, not two.

export type RoomCard = ResponseOf<typeof searchRoomsRoute>['rooms']['docs'][number];

export interface RoomSearchPage {
  cards: RoomCard[];
  hasNextPage: boolean;
  /** Known from the page itself when it is the last one with anything on it. */
  totalDocs?: number;
  /** The matches counted with the page (when asked and the page has rows), up to EXACT_TOTAL_UP_TO + 1. */
  counted?: number;
}

/**
 * What the keys of the pages remembered as read lately may take, per database, in characters: a
 * search's key is its filters, 100–200 characters for most, up to a few KB with many ids listed.
 */
const PAGE_KEYS_REMEMBERED = 100_000;

export class CardPages {
  private readonly memories = new ReadMemories<RoomCard>(PAGE_KEYS_REMEMBERED);

  /** `filters`: the search's filters as a key (search-totals.ts), which the caller has already. */
  async read(db: Db, search: RoomSearch, filters: string, withCount: boolean): Promise<RoomSearchPage> {
    // Inside a transaction a row may be read between two of its writes, which share a version.
    if (db instanceof PgTransaction) {
      const found = await readPageCards(db, search, withCount);
      return pageOf(search, found.map(card), found);
    }
    const memory = this.memories.of(db);
    if (!memory.readLately(`${search.sort} ${search.page} ${search.limit} ${filters}`)) return this.readWhole(db, memory, search, withCount);
    const listed = await listPageVersions(db, search, withCount);
    memory.answeredBy(listed[0]?.server);
    const cards = await this.cardsAt(db, memory.records, listed.slice(0, search.limit));
    if (!cards) return this.readWhole(db, memory, search, withCount);
    return pageOf(search, cards, listed);
  }

  /** The page in one statement, as it is now, its cards kept at the versions read. */
  private async readWhole(db: Db, memory: ReadMemory<RoomCard>, search: RoomSearch, withCount: boolean): Promise<RoomSearchPage> {
    const found = await readPageCards(db, search, withCount);
    memory.answeredBy(found[0]?.server);
    const kept = memory.records;
    const cards = found.slice(0, search.limit).map((row) => kept.set(row._id, row.version, card(row)));
    return pageOf(search, cards, found);
  }

  /**
   * The listed cards at their listed versions: those kept, taken before anything is awaited (other
   * requests keep cards meanwhile and may push these out), and the others read and kept. Undefined
   * when one changed since it was listed: the page is read whole again.
   */
  private async cardsAt(db: Db, cache: RecordCache<RoomCard>, listed: PageRowFacts[]): Promise<RoomCard[] | undefined> {
    const { kept: cards, missing } = cache.take(listed);
    if (missing.size > 0) {
      const read = await readCards(db, [...missing.keys()]);
      // A version names a card on the server that listed it only: another may have answered since.
      if (read.length !== missing.size || read.some((row) => row.version !== missing.get(row._id) || row.server !== listed[0]!.server)) return undefined;
      for (const row of read) cards.set(row._id, cache.set(row._id, row.version, card(row)));
    }
    return listed.map(({ _id }) => cards.get(_id)!);
  }
}

/** The page of `cards` (those shown), from the statement's rows (`limit + 1` when another page follows). */
function pageOf(search: RoomSearch, cards: RoomCard[], found: { total?: number }[]): RoomSearchPage {
  const hasNextPage = found.length > search.limit;
  const shown = hasNextPage ? cards.slice(0, search.limit) : cards;
  const counted = found[0]?.total;
  const offset = (search.page - 1) * search.limit;
  const known = !hasNextPage && (shown.length > 0 || offset === 0);
  return {
    cards: shown,
    hasNextPage,
    ...(known ? { totalDocs: offset + shown.length } : {}),
    ...(counted !== undefined ? { counted: Number(counted) } : {}),
  };
}

function cover(found: CardRow['cover']): RoomCard['cover'] {
  if (!found) return null;
  const { image, alt } = found;
  const variants = Object.fromEntries(Object.entries(image.variants ?? {}).map(([size, key]) => [size, fileUrl(key)]));
  return { url: fileUrl(image.key), variants, alt: alt ?? null };
}

function card(row: CardRow): RoomCard {
  return {
    _id: row._id,
    name: row.name,
    monthlyPrice: row.monthlyPrice,
    deposit: row.deposit,
    billsIncluded: row.billsIncluded,
    sizeM2: row.sizeM2,
    availableFrom: row.availableFrom,
    minMonths: row.minMonths,
    maxMonths: row.maxMonths,
    createdAt: row.createdAt,
    type: row.type,
    mattress: row.mattress,
    cover: cover(row.cover),
    property: {
      _id: row.propertyId,
      title: row.propertyTitle,
      city: row.propertyCity,
      address: row.propertyAddress,
      latitude: row.propertyLatitude,
      longitude: row.propertyLongitude,
      neighborhood: row.neighborhood,
    },
  };
}
