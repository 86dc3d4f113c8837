import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

// One Habita app server as production runs it: the built server under plain node, its settings
// from the environment, its log kept for the figures. It can be stopped (SIGTERM, the drain),
// killed (SIGKILL, a crash) and started again on the same port.

const BUILT = 'dist/server/main.js';

export interface AppServer {
  name: string;
  port: number;
  url: string;
  /** Everything the process printed, across its restarts. */
  log(): string;
  start(): Promise<void>;
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash. */
  kill(): Promise<void>;
}

export function appServer(name: string, port: number, env: Record<string, string>): AppServer {
  let child: ChildProcess | undefined;
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const exited = (process: ChildProcess) =>
    new Promise<number | null>((resolve) => (process.exitCode !== null ? resolve(process.exitCode) : process.once('exit', (code) => resolve(code))));

  return {
    name,
    port,
    url,
    log: () => output,
    async start() {
      if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run npm run build first`);
      const started = spawn(process.execPath, [BUILT], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => (output += chunk.toString());
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      for (let tries = 0; tries < 1200; tries += 1) {
        if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode}:\n${output.slice(-3000)}`);
        const ready = await fetch(`${url}/api/health/ready`).then((response) => response.ok, () => false);
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      started.kill('SIGKILL');
      throw new Error(`${name} was not ready within 120 s:\n${output.slice(-3000)}`);
    },
    async stop() {
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      const done = exited(child);
      child.kill('SIGTERM');
      return done;
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
  };
}
