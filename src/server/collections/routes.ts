import { z } from 'zod';
import { jsonSchemaOf } from '../../contracts/json-schema.ts';
import { collectionPage } from '../../contracts/shapes.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collections } from '../../catalog/catalog.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { describeRule } from '../../catalog/access.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { reachOf } from './access.ts';
import { badRequest, errorBodySchema, forbidden } from '../errors.ts';
import { checkChangedFields, checkNewRecordFields, checkReaches, checkSeesRemoved, readableQuery } from './guards.ts';
import { inputJsonSchema, recordJsonSchema } from './json-schemas.ts';
import { presentRecord } from './present.ts';
import { parseListQuery, parseSearchQuery, type PageQuery } from './query.ts';
import { readBody } from './request-body.ts';
import { EXACT_COUNT_LIMIT, storeOf, type Page, type Row } from './store.ts';
import { checkRemoval, createRecord, missing, removeRecord, updateRecord, type WriteContext } from './writes.ts';

// The generic REST API of spec §7, registered for every collection of the catalogue.
// Each route declares its schemas: they document the API and serialize responses.

/** A success answer's schema with what it holds, as OpenAPI wants every response described. */
function described(schema: object, description: string): object {
  return { ...schema, description };
}

const ERROR_RESPONSES = {
  400: { description: 'Invalid input: `field` names the first bad one', ...errorBodySchema },
  401: { description: 'Not signed in, and the collection is not public for this', ...errorBodySchema },
  403: { description: 'Signed in, but this role may not do this (or set the field named)', ...errorBodySchema },
  404: { description: 'No such collection or record', ...errorBodySchema },
  409: { description: 'Conflict: a unique value taken, a record still referenced, dates taken', ...errorBodySchema },
  413: { description: 'A file or the body is too large', ...errorBodySchema },
  415: { description: 'A file of the wrong type', ...errorBodySchema },
  429: { description: 'Too many requests', ...errorBodySchema },
  500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
};

/** The list's answer: the page envelope of the contracts, holding this collection's records. */
function pageJsonSchema(collection: CollectionDef, record: object) {
  const envelope = jsonSchemaOf(collectionPage(z.unknown(), EXACT_COUNT_LIMIT), 'output') as { properties: Record<string, object> };
  const page = { ...envelope, properties: { ...envelope.properties, docs: { type: 'array', items: record } } };
  return { type: 'object', required: [collection.name], properties: { [collection.name]: page } };
}

const refusals = { 400: ERROR_RESPONSES[400], 401: ERROR_RESPONSES[401], 403: ERROR_RESPONSES[403] };

const pagingQuery = {
  page: { type: 'integer', minimum: 1, default: 1, description: 'The page by its number; with `after` or `before`, only the number the answer carries' },
  after: {
    type: 'string',
    description:
      'The `_id` of the last record of the page you have: the next page is read from it, as fast on page 5,000 as on page 2. Give `page` as that page + 1. Read by `page` when the record has left the list',
  },
  before: {
    type: 'string',
    description: 'The `_id` of the first record of the page you have: the page before it. Give `page` as that page − 1; the first page comes back as page 1 when fewer records precede it',
  },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  sort: { type: 'string', description: 'A field name; prefix with - for descending' },
  includeDeleted: { type: 'boolean', description: 'Also soft-removed records' },
  onlyDeleted: { type: 'boolean', description: 'Only soft-removed records' },
  fields: {
    type: 'string',
    description: 'Only these fields in each record, comma-separated (`fields=title,city`); `_id` and the times always come. Every field you may read when absent',
  },
};

function idParams(collection: CollectionDef) {
  return {
    type: 'object',
    required: ['_id'],
    properties: { _id: { type: 'string', format: 'uuid', description: `The ${collection.singular.toLowerCase()}'s _id` } },
  };
}

function pathId(request: FastifyRequest): string {
  const id = (request.params as { _id?: string })._id ?? '';
  if (!ID_PATTERN.test(id)) throw badRequest(`_id: "${id.slice(0, 60)}" is not a valid id`, '_id');
  return id.toLowerCase();
}

/** What every route of one collection shares: its store, schemas, wording and presentation. */
function kitOf(collection: CollectionDef) {
  const store = storeOf(collection);
  const record = recordJsonSchema(collection);
  const present = (request: FastifyRequest, row: Row) => presentRecord(collection, row, request.viewer);
  const bodyOf = (operation: 'create' | 'update') => ({
    content: {
      'multipart/form-data': { schema: inputJsonSchema(collection, operation, 'multipart') },
      'application/json': { schema: inputJsonSchema(collection, operation, 'json') },
    },
  });
  return {
    collection,
    name: collection.name,
    store,
    tags: [collection.label],
    record,
    one: { type: 'object', required: ['record'], properties: { record } },
    present,
    page: (request: FastifyRequest, result: Page) => ({
      [collection.name]: { ...result, docs: result.docs.map((row) => present(request, row)) },
    }),
    // Lists and searches may be a few seconds stale (on a replica when one is set); a view by id is not.
    readable: (request: FastifyRequest, query: PageQuery) => request.readMaybeStale((db) => store.page(db, readableQuery(collection, request.viewer, query))),
    createBody: bodyOf('create'),
    updateBody: bodyOf('update'),
    who: (operation: keyof CollectionDef['access']) => `Allowed: ${describeRule(collection.access[operation])}.`,
    singular: collection.singular.toLowerCase(),
    plural: collection.label.toLowerCase(),
    searchable: ['_id', ...Object.entries(collection.fields).filter(([, f]) => f.searchable).map(([k]) => k)],
  };
}

type Kit = ReturnType<typeof kitOf>;

/** Search, list and view: what the viewer may read. */
function readRoutes(app: FastifyInstance, ctx: WriteContext, kit: Kit): void {
  const { collection, name, store, tags, record, one, present, page, readable, who, singular, plural, searchable } = kit;
  app.get(
    `/api/${name}/search/`,
    {
      schema: {
        tags,
        summary: `Search ${collection.label.toLowerCase()}`,
        description: `Text fields match by substring, ignoring case and accents; other fields match exactly. ${who('read')}`,
        querystring: {
          type: 'object',
          properties: {
            searchString: { type: 'string', maxLength: 200 },
            searchField: { type: 'string', enum: searchable, default: '_id' },
            ...pagingQuery,
          },
        },
        response: { 200: described(pageJsonSchema(collection, record), `A page of the ${plural} that match, with the total`), ...refusals, 500: ERROR_RESPONSES[500] },
      },
    },
    async (request) => page(request, await readable(request, parseSearchQuery(collection, request.query as Record<string, unknown>))),
  );

  app.get(
    `/api/${name}/`,
    {
      schema: {
        tags,
        summary: `List ${collection.label.toLowerCase()}`,
        description: `Any scalar field may be given as an exact-match filter: \`?status=available\`. ${who('read')}`,
        querystring: { type: 'object', properties: pagingQuery, additionalProperties: { type: 'string' } },
        response: { 200: described(pageJsonSchema(collection, record), `A page of ${plural}, with the total`), ...refusals, 500: ERROR_RESPONSES[500] },
      },
    },
    async (request) => page(request, await readable(request, parseListQuery(collection, request.query as Record<string, unknown>))),
  );

  app.get(
    `/api/${name}/:_id`,
    {
      schema: {
        tags,
        summary: `View a ${collection.singular.toLowerCase()}`,
        description: who('read'),
        params: idParams(collection),
        querystring: { type: 'object', properties: { includeDeleted: pagingQuery.includeDeleted } },
        response: { 200: described(one, `The ${singular}`), ...refusals, 404: ERROR_RESPONSES[404], 500: ERROR_RESPONSES[500] },
      },
    },
    async (request) => {
      const id = pathId(request);
      const includeDeleted = (request.query as { includeDeleted?: string }).includeDeleted === 'true';
      if (includeDeleted) checkSeesRemoved(request.viewer, 'includeDeleted');
      const reach = reachOf(collection, 'read', request.viewer);
      const row = await store.findById(ctx.db, id, { includeDeleted, owned: reach.all ? undefined : reach.owned });
      if (!row) throw missing(collection, id);
      return { record: present(request, row) };
    },
  );
}

/** Create and update, through the write rules of ./writes.ts. */
function writeRoutes(app: FastifyInstance, ctx: WriteContext, kit: Kit): void {
  const { collection, name, tags, record, one, present, createBody, updateBody, who, singular } = kit;
  app.post(
    `/api/${name}/`,
    {
      schema: {
        tags,
        summary: `Create a ${collection.singular.toLowerCase()}`,
        description: who('create'),
        body: createBody,
        response: {
          201: { description: `The ${singular} as stored`, type: 'object', required: ['records'], properties: { records: { type: 'array', items: record } } },
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const reach = reachOf(collection, 'create', request.viewer);
      if (!reach.all) throw forbidden(`Your account may not create ${collection.label.toLowerCase()}`);
      const body = await readBody(collection, request);
      checkNewRecordFields(collection, body, request.viewer);
      await ctx.createRules?.[name]?.(ctx.db, request.viewer, body.values);
      const row = await createRecord(ctx, request.viewer, collection, body);
      void reply.status(201);
      return { records: [present(request, row)] };
    },
  );

  app.put(
    `/api/${name}/:_id`,
    {
      schema: {
        tags,
        summary: `Update a ${collection.singular.toLowerCase()}`,
        description: `A partial update: only the fields sent change. ${who('update')}`,
        params: idParams(collection),
        body: updateBody,
        response: { 200: described(one, `The ${singular} as stored after the change`), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const id = pathId(request);
      await checkReaches(ctx.db, collection, 'update', request.viewer, id);
      const body = await readBody(collection, request);
      checkChangedFields(collection, body, request.viewer);
      const row = await updateRecord(ctx, request.viewer, collection, id, body);
      ctx.afterCommit?.[name]?.(id);
      return { record: present(request, row) };
    },
  );
}

/** Remove for good, soft-remove and restore. */
function removalRoutes(app: FastifyInstance, ctx: WriteContext, kit: Kit): void {
  const { collection, name, store, tags, one, present, who, singular } = kit;
  app.delete(
    `/api/${name}/:_id`,
    {
      schema: {
        tags,
        summary: `Remove a ${collection.singular.toLowerCase()} for good`,
        description: who('delete'),
        params: idParams(collection),
        response: {
          204: { description: 'Removed', type: 'null' },
          ...refusals,
          404: ERROR_RESPONSES[404],
          409: ERROR_RESPONSES[409],
          500: ERROR_RESPONSES[500],
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request);
      await checkReaches(ctx.db, collection, 'delete', request.viewer, id, { includeDeleted: true });
      await removeRecord(ctx, request.viewer, collection, id);
      ctx.afterCommit?.[name]?.(id);
      return reply.status(204).send();
    },
  );

  app.delete(
    `/api/${name}/soft/:_id`,
    {
      schema: {
        tags,
        summary: `Soft-remove a ${collection.singular.toLowerCase()}`,
        description: `Sets deletedAt: the record leaves lists and searches and can be restored. ${who('delete')}`,
        params: idParams(collection),
        response: { 200: described(one, `The ${singular}, soft-removed`), ...refusals, 404: ERROR_RESPONSES[404], 500: ERROR_RESPONSES[500] },
      },
    },
    async (request) => {
      const id = pathId(request);
      await checkReaches(ctx.db, collection, 'delete', request.viewer, id, { includeDeleted: true });
      await checkRemoval(ctx, request.viewer, collection, id);
      const row = await store.setDeleted(ctx.db, id, true);
      if (!row) throw missing(collection, id);
      ctx.afterCommit?.[name]?.(id);
      return { record: present(request, row) };
    },
  );

  app.post(
    `/api/${name}/restore/:_id`,
    {
      schema: {
        tags,
        summary: `Restore a soft-removed ${collection.singular.toLowerCase()}`,
        params: idParams(collection),
        response: { 200: described(one, `The ${singular}, restored`), ...refusals, 404: ERROR_RESPONSES[404], 409: ERROR_RESPONSES[409], 500: ERROR_RESPONSES[500] },
      },
    },
    async (request) => {
      const id = pathId(request);
      await checkReaches(ctx.db, collection, 'delete', request.viewer, id, { includeDeleted: true });
      checkSeesRemoved(request.viewer, '_id');
      const row = await store.setDeleted(ctx.db, id, false);
      if (!row) throw missing(collection, id);
      ctx.afterCommit?.[name]?.(id);
      return { record: present(request, row) };
    },
  );
}

function registerCollection(app: FastifyInstance, ctx: WriteContext, collection: CollectionDef): void {
  const kit = kitOf(collection);
  readRoutes(app, ctx, kit);
  writeRoutes(app, ctx, kit);
  removalRoutes(app, ctx, kit);
}

export async function collectionRoutes(app: FastifyInstance, ctx: WriteContext): Promise<void> {
  for (const collection of collections) registerCollection(app, ctx, collection);
}
