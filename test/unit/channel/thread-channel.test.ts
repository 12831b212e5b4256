// Guards the one request/reply primitive between the application's threads, over real MessagePorts: replies are
// matched to their requests in both directions, failures keep their code, cancellation reaches the serving handler,
// closing fails what is pending, and foreign messages are left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { ChannelError, PendingReplies, ThreadChannel } from '../../../src/channel/index.js';

type AppSide = {
  requests: { add: { args: { a: number; b: number }; reply: number }; slow: { args: null; reply: string }; missing: { args: null; reply: null } };
  notices: { port: MessagePort; tick: number };
};
type WorkerSide = { requests: { confirm: { args: string; reply: boolean } }; notices: { state: string } };

const opened: MessagePort[] = [];
function pair() {
  const { port1, port2 } = new MessageChannel();
  opened.push(port1, port2);
  return { app: new ThreadChannel<AppSide, WorkerSide>(port1), worker: new ThreadChannel<WorkerSide, AppSide>(port2), port1, port2 };
}
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

describe('ThreadChannel', () => {
  it('matches concurrent replies to their requests, in both directions', async () => {
    const { app, worker } = pair();
    worker.serve('add', async ({ a, b }) => {
      await new Promise((resolve) => setTimeout(resolve, a)); // the first request answers last
      return a + b;
    });
    app.serve('confirm', (question) => question === 'track alpha?');
    const sums = await Promise.all([app.request('add', { a: 30, b: 1 }), app.request('add', { a: 0, b: 2 }), app.request('add', { a: 10, b: 3 })]);
    expect(sums).toEqual([31, 2, 13]);
    expect(await worker.request('confirm', 'track alpha?')).toBe(true);
    expect(await worker.request('confirm', 'other')).toBe(false);
    expect(app.pendingCount).toBe(0);
  });

  it('carries a thrown error code and message, and names a request nothing serves', async () => {
    const { app, worker } = pair();
    worker.serve('add', () => {
      throw Object.assign(new Error('numbers too large'), { code: 'pass_failed' });
    });
    await expect(app.request('add', { a: 1, b: 1 })).rejects.toMatchObject({ name: 'ChannelError', code: 'pass_failed', message: 'numbers too large' });
    await expect(app.request('missing', null)).rejects.toMatchObject({ code: 'no_handler' });
  });

  it('times out a request without a reply, and ignores the late reply', async () => {
    const { app, worker } = pair();
    let answer!: (value: string) => void;
    worker.serve('slow', () => new Promise<string>((resolve) => (answer = resolve)));
    await expect(app.request('slow', null, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
    answer('late');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.pendingCount).toBe(0);
  });

  it('cancels: the caller fails at once and the serving handler sees its signal aborted', async () => {
    const { app, worker } = pair();
    const aborted = new Promise<boolean>((resolve) => worker.serve('slow', (_args, signal) => new Promise<string>(() => signal.addEventListener('abort', () => resolve(true)))));
    const controller = new AbortController();
    const pending = app.request('slow', null, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(await aborted).toBe(true);
  });

  it('fails pending requests with closed, and refuses new ones', async () => {
    const { app, worker } = pair();
    worker.serve('slow', () => new Promise<string>(() => undefined));
    const pending = app.request('slow', null);
    app.close('the worker stopped');
    await expect(pending).rejects.toMatchObject({ code: 'closed', message: 'the worker stopped' });
    await expect(app.request('slow', null)).rejects.toBeInstanceOf(ChannelError);
  });

  it('delivers notices with transferred ports, and leaves foreign messages alone', async () => {
    const { app, worker, port1 } = pair();
    const ticks: number[] = [];
    worker.onNotice('tick', (n) => ticks.push(n));
    const received = new Promise<MessagePort>((resolve) => worker.onNotice('port', resolve));
    const extra = new MessageChannel();
    opened.push(extra.port2);
    app.notify('tick', 1);
    port1.postMessage({ type: 'legacy' });
    app.notify('tick', 2);
    app.notify('port', extra.port1, [extra.port1]);
    const moved = await received;
    opened.push(moved);
    const echoed = new Promise((resolve) => extra.port2.once('message', resolve));
    moved.postMessage('through the moved port');
    expect(await echoed).toBe('through the moved port');
    expect(ticks).toEqual([1, 2]);
  });
});

describe('PendingReplies', () => {
  it('settles by key, rejects unknown keys and a second wait on one key', async () => {
    const replies = new PendingReplies<string, number>();
    const first = replies.wait('a');
    await expect(replies.wait('a')).rejects.toThrow(/already awaited/);
    expect(replies.settle('b', 1)).toBe(false);
    expect(replies.settle('a', 7)).toBe(true);
    expect(await first).toBe(7);
    const failing = replies.wait('c');
    replies.failAll(new Error('gone'));
    await expect(failing).rejects.toThrow('gone');
    expect(replies.size).toBe(0);
  });
});
