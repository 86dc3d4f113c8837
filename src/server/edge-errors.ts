import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '../contracts/route.ts';
import { errorHandler } from './errors.ts';

// Errors met below the app, before any route or hook runs: a malformed %-escape or a too-long
// path parameter (Fastify's router), and requests Node's HTTP parser cannot read (headers or
// address too long, not HTTP at all, too slow). They answer in the API's error shape, with the
// same security headers as every other answer; Fastify's defaults would send its own shape
// and no headers at all.

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // Behind HTTPS, HSTS does this job; on plain HTTP by address it would break every asset.
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet gives an answer, read off one answer of a throwaway instance: always in step with helmet. */
async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !plain.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

function rawClientError(error: NodeJS.ErrnoException): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request’s address or headers are too long' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/** Fastify options that answer errors below the app in the API's shape, with the security headers. */
export async function edgeErrorOptions(): Promise<Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>> {
  const headers = await securityHeaders(HELMET_OPTIONS);
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      void reply.headers(headers);
      errorHandler(error, request, reply);
    },
    // No request exists yet: the id is made here, and logged with the error so the two meet.
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const requestId = randomUUID();
      const refusal = rawClientError(error);
      const body: ErrorBody = { ...refusal, requestId };
      const text = JSON.stringify(body);
      this.log.debug({ err: error, requestId }, 'unreadable request');
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${headerLines}` +
            `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
        );
      }
      socket.destroy(error);
    },
  };
}
