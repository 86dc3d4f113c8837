import { z } from 'zod';
import { defineRoute, errorResponse } from './route.ts';

// What a load balancer and an orchestrator ask (src/server/ops/health.ts). Live: the process
// answers. Ready: it can serve, so send it traffic.

const ok = z.object({ status: z.literal('ok') });
const tags = ['Operations'];
const closing = errorResponse('The server is shutting down: ask another');

export const liveRoute = defineRoute({
  method: 'GET',
  path: '/api/health/live',
  tags,
  summary: 'Liveness: the process answers',
  description: 'Answers while the process runs, shutting down included: restart it when it does not.',
  responses: {
    200: { description: 'The process answers', schema: ok },
  },
});

export const readyRoute = defineRoute({
  method: 'GET',
  path: '/api/health/ready',
  tags,
  summary: 'Readiness: the server can serve',
  description: 'The database answers and holds every migration this build knows, and the server is not shutting down.',
  responses: {
    200: { description: 'Ready: send it traffic', schema: ok },
    503: errorResponse('Not ready: the database does not answer, lacks migrations, or the server is shutting down; `message` says which'),
  },
});

/** The first health check, kept for the probes configured with it. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  tags,
  summary: 'Liveness, as first published: prefer /api/health/live and /api/health/ready',
  responses: {
    200: { description: 'The process answers', schema: ok },
    503: closing,
  },
});
