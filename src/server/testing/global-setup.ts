import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTemplates, prepareTemplates } from './databases.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'habita-test-'));
  await prepareTemplates(folder);
  return async () => {
    await dropTemplates();
    await rm(folder, { recursive: true, force: true });
  };
}
