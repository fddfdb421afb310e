import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  answerRenders,
  defaultRenderThreads,
  type RenderAnswer,
  RenderPool,
  RenderQueueFull,
  type RenderRequest,
  type RenderThread,
} from '../../../server/codes/qr-pool';
import type { RenderJob } from '../../../server/codes/qr-render';
import { decodeQrPng } from '../../support/qr';

/** A thread that answers only when the test says so. */
class FakeThread extends EventEmitter {
  readonly asked: RenderRequest[] = [];
  terminated = false;
  postMessage(request: RenderRequest) {
    this.asked.push(request);
  }
  answer(bytes = [1]) {
    const request = this.asked.shift() as RenderRequest;
    this.emit('message', { id: request.id, result: Uint8Array.from(bytes) } satisfies RenderAnswer);
  }
  async terminate() {
    this.terminated = true;
    this.emit('exit', 1);
    return 1;
  }
}

const job = (text: string): RenderJob => ({ text, format: 'png', size: 128, margin: 1, logo: null });

function fakePool(threads: number, queueLimit: number, timeoutMs?: number) {
  const started: FakeThread[] = [];
  const pool = new RenderPool({
    threads,
    queueLimit,
    timeoutMs,
    start: () => {
      const thread = new FakeThread();
      started.push(thread);
      return thread as unknown as RenderThread;
    },
  });
  return { pool, started };
}

describe('the render pool', () => {
  it('uses one or two threads and leaves a core to the answering thread', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultRenderThreads(cores))).toEqual([1, 1, 2, 2, 2]);
  });

  it('starts threads only for renders, queues up to its limit and refuses the next at once', async () => {
    const { pool, started } = fakePool(1, 2);
    expect(started).toHaveLength(0);
    const drawn = [pool.render(job('a')), pool.render(job('b')), pool.render(job('c'))];
    expect(started).toHaveLength(1);
    expect(pool.waiting).toBe(2);
    expect(pool.accepting).toBe(false);
    await expect(pool.render(job('d'))).rejects.toBeInstanceOf(RenderQueueFull);
    const thread = started[0] as FakeThread;
    thread.answer([1]);
    expect(pool.accepting).toBe(true);
    thread.answer([2]);
    thread.answer([3]);
    expect((await Promise.all(drawn)).map((bytes) => bytes[0])).toEqual([1, 2, 3]);
    await pool.close();
  });

  it('refuses the render of a thread that died and gives the queue to a new thread', async () => {
    const { pool, started } = fakePool(1, 4);
    const first = pool.render(job('a'));
    const second = pool.render(job('b'));
    (started[0] as FakeThread).emit('error', new Error('crashed'));
    await expect(first).rejects.toThrow('crashed');
    expect(started).toHaveLength(2);
    (started[1] as FakeThread).answer([9]);
    expect((await second)[0]).toBe(9);
    await pool.close();
  });

  it('ends a thread whose render takes too long', async () => {
    const { pool, started } = fakePool(1, 1, 20);
    await expect(pool.render(job('slow'))).rejects.toThrow('longer than 20 ms');
    expect((started[0] as FakeThread).terminated).toBe(true);
    await pool.close();
  });

  it('refuses queued renders and ends its threads when closed', async () => {
    const { pool, started } = fakePool(1, 2);
    const drawing = pool.render(job('a'));
    const queued = pool.render(job('b'));
    await pool.close();
    await expect(drawing).rejects.toThrow('closed');
    await expect(queued).rejects.toThrow('closed');
    expect((started[0] as FakeThread).terminated).toBe(true);
    await expect(pool.render(job('c'))).rejects.toThrow('closed');
  });

  it('answers each request on the thread’s side with its bytes or its error', async () => {
    const port = new EventEmitter() as EventEmitter & { postMessage: (answer: RenderAnswer) => void };
    const answers: RenderAnswer[] = [];
    const answered = new Promise<void>((resolve) => {
      port.postMessage = (answer) => {
        answers.push(answer);
        if (answers.length === 2) resolve();
      };
    });
    answerRenders(port as never);
    port.emit('message', { id: 1, work: { type: 'render', job: job('https://example.com/x') } });
    port.emit('message', {
      id: 2,
      work: { type: 'render', job: { ...job('x'), logo: { bytes: Uint8Array.of(1), mime: 'image/gif' } } },
    });
    await answered;
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    const ok = byId.get(1) as { result: Uint8Array };
    expect(decodeQrPng(Buffer.from(ok.result))).toBe('https://example.com/x');
    expect(byId.get(2)).toMatchObject({ error: 'cannot draw image/gif' });
  });

  it('draws, and reads pictures, on a real worker thread', async () => {
    const pool = new RenderPool({ threads: 1, queueLimit: 1 });
    try {
      const bytes = await pool.render(job('https://example.com/thread'));
      expect(decodeQrPng(Buffer.from(bytes))).toBe('https://example.com/thread');
      expect(await pool.decode(bytes, 'image/png')).toBe('https://example.com/thread');
      await expect(pool.decode(Uint8Array.of(1, 2, 3), 'image/png')).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });

  it('queues a picture to read even when image requests fill the queue', async () => {
    const { pool, started } = fakePool(1, 1);
    const drawing = [pool.render(job('a')), pool.render(job('b'))];
    await expect(pool.render(job('c'))).rejects.toBeInstanceOf(RenderQueueFull);
    const reading = pool.decode(Uint8Array.of(1), 'image/png');
    expect(pool.waiting).toBe(2);
    const thread = started[0] as FakeThread;
    for (let answered = 0; answered < 3; answered++) thread.answer();
    await Promise.all(drawing);
    expect(await reading).toEqual(Uint8Array.of(1));
    expect(thread.asked).toHaveLength(0);
  });
});
