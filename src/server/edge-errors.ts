import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '../contracts/route.ts';
import { errorHandler } from './errors.ts';
import { securityHeaders } from './security-headers.ts';

// Errors met below the app, before any route or hook runs: a malformed %-escape or a too-long
// path parameter (Fastify's router), and requests Node's HTTP parser cannot read (headers or
// address too long, not HTTP at all, too slow). They answer in the API's error shape, with the
// same security headers as every other answer; Fastify's defaults would send its own shape
// and no headers at all.

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
  const headers = await securityHeaders();
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
