import { describe, expect, it } from 'vitest';
import { pollUntilSettled, waitFor } from './poll-operation.ts';

// The clock is a counter the fake wait moves forward: the tests read what was asked and when,
// never how long anything took.

function fakeClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    now: () => time,
    waits,
    wait: async (ms: number, signal: AbortSignal) => {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      waits.push(ms);
      time += ms;
    },
  };
}

describe('pollUntilSettled', () => {
  it('asks again every interval while pending and stops at the first settled answer', async () => {
    const clock = fakeClock();
    const answers = ['pending', 'pending', 'succeeded', 'never asked'];
    const seen: string[] = [];
    const end = await pollUntilSettled({
      load: async () => answers.shift()!,
      isSettled: (status) => status !== 'pending',
      onValue: (status) => seen.push(status),
      signal: new AbortController().signal,
      intervalMs: 1500,
      timeoutMs: 60_000,
      wait: clock.wait,
      now: clock.now,
    });
    expect(end).toBe('settled');
    expect(seen).toEqual(['pending', 'pending', 'succeeded']);
    expect(clock.waits).toEqual([1500, 1500]);
    expect(answers).toEqual(['never asked']);
  });

  it('does not wait at all when the first answer is already settled', async () => {
    const clock = fakeClock();
    const end = await pollUntilSettled({
      load: async () => 'failed',
      isSettled: (status) => status !== 'pending',
      onValue: () => {},
      signal: new AbortController().signal,
      wait: clock.wait,
      now: clock.now,
    });
    expect(end).toBe('settled');
    expect(clock.waits).toEqual([]);
  });

  it('gives up once the time is up, after as many asks as fit in it', async () => {
    const clock = fakeClock();
    let loads = 0;
    const end = await pollUntilSettled({
      load: async () => {
        loads += 1;
        return 'pending';
      },
      isSettled: () => false,
      onValue: () => {},
      signal: new AbortController().signal,
      intervalMs: 1500,
      timeoutMs: 6000,
      wait: clock.wait,
      now: clock.now,
    });
    expect(end).toBe('timed-out');
    // Asked at 0, 1.5, 3, 4.5 and 6 s: the next one would be past the deadline.
    expect(loads).toBe(5);
    expect(clock.now()).toBe(6000);
  });

  it('ends with the error of a failed load, so the page can offer a retry', async () => {
    const clock = fakeClock();
    let loads = 0;
    const polling = pollUntilSettled({
      load: async () => {
        loads += 1;
        if (loads === 2) throw new Error('The server answered 500');
        return 'pending';
      },
      isSettled: () => false,
      onValue: () => {},
      signal: new AbortController().signal,
      wait: clock.wait,
      now: clock.now,
    });
    await expect(polling).rejects.toThrow('The server answered 500');
    expect(loads).toBe(2);
  });

  it('stops when the page is left (aborted), without asking again', async () => {
    const controller = new AbortController();
    let loads = 0;
    const polling = pollUntilSettled({
      load: async () => {
        loads += 1;
        controller.abort();
        return 'pending';
      },
      isSettled: () => false,
      onValue: () => {},
      signal: controller.signal,
      intervalMs: 10,
    });
    await expect(polling).rejects.toMatchObject({ name: 'AbortError' });
    expect(loads).toBe(1);
  });
});

describe('waitFor', () => {
  it('rejects at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(waitFor(60_000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
