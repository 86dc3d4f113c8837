import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareTemplates } from './databases.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'habita-test-'));
  await prepareTemplates(folder);
  return () => rm(folder, { recursive: true, force: true });
}
