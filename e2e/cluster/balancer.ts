import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// HAProxy in front of the app servers, as an operator would run it: round robin, a server taken
// out as soon as its readiness check fails (it answers 503 from the moment it is told to stop),
// and a request whose connection was refused sent to the other server. One connection per
// request to the servers (`http-server-close`): a draining server never gets a new request on an
// old idle connection.

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 2s
  retries 3
  option redispatch
  # A refused connection, or a server's 503 (it answers so only before doing anything, once it
  # has begun to stop), is tried on another server.
  retry-on conn-failure 503
  option http-server-close
  option forwardfor

frontend habita
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 250ms fall 1 rise 2
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

export async function startBalancer(folder: string, port: number, servers: { name: string; port: number }[]): Promise<Balancer> {
  const config = join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, servers));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy stopped: ${errors}`);
    const up = await fetch(`${url}/api/health/live`).then((response) => response.ok, () => false);
    if (up) return { url, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`HAProxy did not answer on ${url}: ${errors}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
