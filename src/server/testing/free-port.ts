import { createServer } from 'node:net';

// A port nobody listens on right now, for a server a test or script starts as a child process
// (which cannot be handed an already-open socket).

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
