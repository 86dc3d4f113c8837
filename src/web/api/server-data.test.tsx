// @vitest-environment happy-dom
import { text } from 'node:stream/consumers';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRenderData, RenderDataProvider, ServerRenderData, type RenderData, type ServerPayload } from './server-data.ts';
import { useRemote } from './use-remote.ts';

// A page rendered on the server with its answers, then taken over by the browser from them: the
// server waits for every load, the browser's first render reads the same answers (no second
// load, no mismatch), and later loads are the browser's own.

function Note({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const remote = useRemote(load, 'note');
  return <p>{remote.status === 'ready' ? remote.data : remote.status}</p>;
}

/** Two parts loading different things under one key, as a news item and the news beside it do. */
function Page({ first, second, data }: { first: () => Promise<string>; second: () => Promise<string>; data: RenderData }) {
  return (
    <RenderDataProvider value={data}>
      <Note load={first} />
      <Note load={second} />
    </RenderDataProvider>
  );
}

async function renderOnServer(first: () => Promise<string>, second: () => Promise<string>) {
  const data = new ServerRenderData();
  const { prelude } = await prerenderToNodeStream(<Page first={first} second={second} data={data} />);
  return { html: await text(prelude), payload: JSON.parse(data.serialize('es')) as ServerPayload, serialized: data.serialize('es') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('answers rendered on the server', () => {
  it('are waited for, kept per part, and written as JSON that cannot close its script', async () => {
    const { html, payload, serialized } = await renderOnServer(
      async () => '</script><b>one</b>\u2028',
      async () => 'two',
    );
    expect(html).toBe('<p>&lt;/script&gt;&lt;b&gt;one&lt;/b&gt;\u2028</p><p>two</p>');
    expect(serialized).not.toMatch(/[<\u2028\u2029]/);
    expect(Object.values(payload.answers)).toEqual([
      { status: 'ready', data: '</script><b>one</b>\u2028' },
      { status: 'ready', data: 'two' },
    ]);
  });

  it('keep a failed load as its message', async () => {
    const { payload } = await renderOnServer(
      () => Promise.reject(new Error('no answer')),
      async () => 'two',
    );
    expect(Object.values(payload.answers)[0]).toEqual({ status: 'error', message: 'no answer' });
  });

  it('are what the browser hydrates with, without loading again, and are forgotten after', async () => {
    const { html, payload } = await renderOnServer(
      async () => 'one',
      async () => 'two',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => 'fresh');
    const recoverable = vi.fn();
    const data = new BrowserRenderData(payload.answers);
    await act(async () => {
      hydrateRoot(container, <Page first={load} second={load} data={data} />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe('<p>one</p><p>two</p>');
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    for (const key of Object.keys(payload.answers)) expect(data.seeded(key)).toBeUndefined();
  });
});
