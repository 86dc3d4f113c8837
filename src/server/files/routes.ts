import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import { fileNameOf, isPrivateKey, SAFE_KEY, type FileStorage, type StoredObject } from './storage.ts';

// Uploaded files served back under the server's own names, with headers that stop a
// browser from treating them as anything but what they were checked to be. Public files
// (room photos, logos) are served here to anyone and cached; a person's files only through
// private-routes.ts, which never shares this address.

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export function fileUrl(key: string): string {
  return `/files/${key}`;
}

/** Where a private file is served: the record that holds it decides who may read it. */
export function privateFileUrl(collection: string, recordId: string, field: string, key: string): string {
  return `/api/files/${collection}/${recordId}/${field}/${fileNameOf(key)}`;
}

export function noSuchFile() {
  return notFound('No file with that name', 'key');
}

/** Sends a stored object with the headers every served file gets, and the caching the caller chose. */
export function sendStoredObject(reply: FastifyReply, key: string, object: StoredObject, cacheControl: string): FastifyReply {
  const name = fileNameOf(key);
  const isPdf = name.endsWith('.pdf');
  void reply
    .header('Content-Type', contentTypeOf(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('Content-Disposition', isPdf ? `attachment; filename="${name}"` : 'inline')
    .header('Cache-Control', cacheControl)
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (object.size !== undefined) void reply.header('Content-Length', object.size);
  return reply.send(object.body);
}

export async function fileRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // `private%2F…` decodes to a private key: this address never serves one.
      const object = SAFE_KEY.test(key) && !isPrivateKey(key) ? await storage.get(key) : undefined;
      if (!object) throw noSuchFile();
      return sendStoredObject(reply, key, object, 'public, max-age=31536000, immutable');
    },
  );
}
