import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Stopping on SIGTERM (an orchestrator, systemd, a deploy) or SIGINT (Ctrl-C) without dropping
// work: readiness and new requests answer 503 at once and workers stop taking new work; after
// `delaySeconds` (the balancer has seen the failed check by then) the listener closes, requests
// in flight get `drainSeconds` to finish, then the database's connections close and the
// process exits 0. Whatever is still running past the limit is abandoned with a log line and a
// non-zero exit, so the orchestrator knows the stop was not clean.

export type Stopper = () => Promise<void> | void;

export interface ShutdownOptions {
  app: FastifyInstance;
  drainSeconds: number;
  /** Seconds of 503s before the listener closes, for the balancer to notice (SHUTDOWN_DELAY_SECONDS). */
  delaySeconds?: number;
  /** Workers and jobs: stop taking new work and resolve when the work in hand is done. */
  stoppers: Stopper[];
  /** Run once requests and workers are done: pools, clients. */
  closers: Stopper[];
  log: FastifyBaseLogger;
  exit?: (code: number) => void;
}

async function drain(options: ShutdownOptions): Promise<void> {
  options.app.beginClosing();
  const stopping = options.stoppers.map(async (stop) => stop());
  const delay = (options.delaySeconds ?? 0) * 1000;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await Promise.all([options.app.close(), ...stopping]);
  for (const close of options.closers) await close();
}

export function shutdownOnSignals(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let began = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (began) {
      options.log.warn(`${signal} again: exiting without waiting for the drain`);
      exit(1);
      return;
    }
    began = true;
    options.log.info(`${signal}: shutting down; requests in flight have ${options.drainSeconds} s to finish`);
    const limit = setTimeout(() => {
      options.log.error(`Shutdown: work still running after ${options.drainSeconds} s (SHUTDOWN_DRAIN_SECONDS); exiting without it`);
      exit(1);
    }, ((options.delaySeconds ?? 0) + options.drainSeconds) * 1000);
    drain(options).then(
      () => {
        clearTimeout(limit);
        options.log.info('Shutdown complete');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(limit);
        options.log.error({ err: error }, 'Shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
