import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { SAFE_KEY, type FileStorage } from './storage.ts';

// Uploaded files served back under the server's own names, with headers that stop a
// browser from treating them as anything but what they were checked to be.

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export function fileUrl(key: string): string {
  return `/files/${key}`;
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
      const object = SAFE_KEY.test(key) ? await storage.get(key) : undefined;
      if (!object) throw notFound('No file with that name', 'key');
      const extension = key.split('.').pop() ?? '';
      const isPdf = extension === 'pdf';
      void reply
        .header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('Content-Disposition', isPdf ? `attachment; filename="${key}"` : 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (object.size !== undefined) void reply.header('Content-Length', object.size);
      return reply.send(object.body);
    },
  );
}
