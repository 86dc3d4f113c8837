// A steady load through the balancer: a few clients in a loop, each request a read of the room
// list or a write of a partner record as staff. It counts every answer and keeps the id of every
// write answered 2xx, so the run can check afterwards that each one is in the database.

export interface LoadFigures {
  requests: number;
  failures: number;
  /** The first few failures, for the log. */
  failureSamples: string[];
  /** When each failure happened (ms since the epoch). */
  failureTimes: number[];
  acknowledgedWrites: string[];
}

export interface SteadyLoad {
  figures: LoadFigures;
  /** Stops the clients and waits for their requests in flight. */
  stop(): Promise<LoadFigures>;
}

export function startSteadyLoad(options: { url: string; cookie: string; origin: string; clients: number; label: string }): SteadyLoad {
  const figures: LoadFigures = { requests: 0, failures: 0, failureSamples: [], failureTimes: [], acknowledgedWrites: [] };
  let running = true;
  let sequence = 0;

  const fail = (what: string) => {
    figures.failures += 1;
    figures.failureTimes.push(Date.now());
    if (figures.failureSamples.length < 5) figures.failureSamples.push(what);
  };

  async function oneRequest(): Promise<void> {
    sequence += 1;
    const write = sequence % 3 === 0;
    figures.requests += 1;
    try {
      if (!write) {
        const response = await fetch(`${options.url}/api/rooms/?limit=5`, { signal: AbortSignal.timeout(20_000) });
        const text = await response.text();
        if (!response.ok) fail(`GET ${response.status} ${text.slice(0, 80).replace(/\s+/g, ' ')}`);
        return;
      }
      const response = await fetch(`${options.url}/api/partners/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: options.cookie, origin: options.origin },
        body: JSON.stringify({ name: `${options.label} ${sequence}` }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json().catch(() => undefined)) as { records?: { _id: string }[] } | undefined;
      if (response.status === 201 && body?.records?.[0]) figures.acknowledgedWrites.push(body.records[0]._id);
      else fail(`POST ${response.status}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      fail(`${write ? 'POST' : 'GET'} ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
    }
  }

  const clients = Array.from({ length: options.clients }, async () => {
    while (running) await oneRequest();
  });

  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(clients);
      return figures;
    },
  };
}
