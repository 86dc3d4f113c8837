import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

// `npm run bench -- --cpu-prof <dir>`: the server process records a CPU profile over each
// scenario's measured window (not its warm-up), written as <dir>/<scenario>.cpuprofile (open it
// in Chrome's DevTools or speedscope), and the driver prints where the time went per request,
// grouped by what the code does.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

// ---------------------------------------------------------------------------------------------
// Server side: one inspector session, started and stopped around each measured window.

let session: Session | undefined;

export async function startProfile(): Promise<void> {
  session ??= new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs: a list request takes about a millisecond of CPU, so ten samples or so each.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}

/** Stops the profile and writes it to `dir`; answers the file's path. */
export async function stopProfile(dir: string, name: string): Promise<string> {
  if (!session) throw new Error('No profile was started');
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  await session.post('Profiler.disable');
  session.disconnect();
  const path = join(dir, `${name}.cpuprofile`);
  await writeFile(path, JSON.stringify(profile));
  return path;
}

// ---------------------------------------------------------------------------------------------
// Driver side: self time by group and by function.

/** Groups in the order they are tried: the first whose test matches a frame takes it. */
const GROUPS: [string, (frame: CallFrame) => boolean][] = [
  ['published-home condition', (f) => /collections\/access\.ts$/.test(f.url) && /^public(Condition|Reach)$/.test(f.functionName)],
  ['access conditions', (f) => /collections\/(access|guards)\.ts$/.test(f.url)],
  ['counting (store totals)', (f) => /collections\/store\.ts$/.test(f.url) && /^(largeTotal|countUpTo|estimate)$/.test(f.functionName)],
  ['SQL building (store, search, drizzle)', (f) => /drizzle-orm|collections\/(store|query)\.ts$|search\/room-search-sql\.ts$|db\/rows\.ts$/.test(f.url)],
  ['driver (pg, pg-protocol)', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|@electric-sql)\//.test(f.url)],
  ['presentation (present.ts, cards)', (f) => /collections\/present\.ts$|search\/room-search-routes\.ts$|files\/routes\.ts$/.test(f.url)],
  ['serialization (fast-json-stringify)', (f) => /fast-json-stringify|json-schema-ref-resolver/.test(f.url)],
  ['zod', (f) => /node_modules\/zod\//.test(f.url)],
  ['contracts (serve-route)', (f) => /server\/contracts\//.test(f.url)],
  ['hooks: viewer cookie, sessions', (f) => /auth\/(viewer|sessions)\.ts$|@fastify\/cookie|node_modules\/cookie\//.test(f.url)],
  ['hooks: rate limit, same-origin, no-store, control characters', (f) => /auth\/(rate-limit|same-origin|no-store)\.ts$|control-characters\.ts$/.test(f.url)],
  ['hooks: metrics, logging, request ids, shutdown', (f) => /ops\/(metrics|logging|health|shutdown)\.ts$|pino/.test(f.url)],
  ['helmet', (f) => /@fastify\/helmet|node_modules\/helmet\//.test(f.url)],
  ['pricing engine', (f) => /catalog\/(pricing|days)\.ts$|booking\//.test(f.url)],
  ['fastify (routing, hooks, reply)', (f) => /node_modules\/(fastify|find-my-way|avvio|@fastify\/[a-z-]+|light-my-request|fast-querystring|secure-json-parse|process-warning|toad-cache)\//.test(f.url)],
  ['other app code', (f) => /\/src\//.test(f.url)],
  ['other packages', (f) => /node_modules\//.test(f.url)],
  ['node http, net, timers', (f) => f.url.startsWith('node:')],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
];

const UNGROUPED = 'native (JSON, RegExp, builtins)';

function groupOf(frame: CallFrame): string | undefined {
  return GROUPS.find(([, test]) => test(frame))?.[0];
}

export interface ProfileSummary {
  /** CPU time sampled (idle excluded), ms. */
  busyMs: number;
  groups: { group: string; ms: number }[];
  functions: { name: string; group: string; ms: number }[];
}

/**
 * Self time per group: a sample counts for its own frame's group, or when that frame is a
 * builtin with no source (JSON.parse, a RegExp), for the nearest caller that has one.
 */
export function summarize(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const groupCache = new Map<number, string>();
  const resolveGroup = (id: number): string => {
    const cached = groupCache.get(id);
    if (cached) return cached;
    let group: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !group; at = parent.get(at)) group = groupOf(byId.get(at)!.callFrame);
    groupCache.set(id, group ?? UNGROUPED);
    return group ?? UNGROUPED;
  };
  const groups = new Map<string, number>();
  const functions = new Map<string, { group: string; ms: number }>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    busyMs += ms;
    const group = resolveGroup(id);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${frame.lineNumber + 1}` : 'native';
    const name = `${frame.functionName || '(anonymous)'} ${where}`;
    const entry = functions.get(name) ?? { group, ms: 0 };
    entry.ms += ms;
    functions.set(name, entry);
  });
  return {
    busyMs,
    groups: [...groups].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms),
    functions: [...functions].map(([name, entry]) => ({ name, ...entry })).sort((a, b) => b.ms - a.ms),
  };
}

/**
 * The summary as Markdown: shares of the sampled time, and µs per request as those shares of the
 * CPU time the process measured (samples are taken on a wall clock, so on a busy machine a
 * sample can stand for time the process spent waiting for a core: shares hold, sums do not).
 */
export function profileTable(title: string, summary: ProfileSummary, requests: number, cpuMicrosPerRequest: number, top = 15): string {
  const fraction = (ms: number) => ms / (summary.busyMs || 1);
  const perRequest = (ms: number) => (fraction(ms) * cpuMicrosPerRequest).toFixed(0);
  const share = (ms: number) => `${(fraction(ms) * 100).toFixed(1)}%`;
  const lines = [
    `### ${title}: ${cpuMicrosPerRequest.toFixed(0)} µs CPU per request (${requests} requests)`,
    '',
    '| group | share | µs/req |',
    '|---|---:|---:|',
    ...summary.groups.map((g) => `| ${g.group} | ${share(g.ms)} | ${perRequest(g.ms)} |`),
    '',
    '| top self-time function | group | share |',
    '|---|---|---:|',
    ...summary.functions.slice(0, top).map((f) => `| \`${f.name}\` | ${f.group} | ${share(f.ms)} |`),
  ];
  return lines.join('\n') + '\n';
}
