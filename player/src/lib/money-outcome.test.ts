import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { outcomeUnknown, settle } from './money-outcome';

const lost = () => new ApiError(0, { status_message: 'FAIL' });
const inProgress = () => new ApiError(409, { status_message: 'IN_PROGRESS' });
const refused = (code: 'INSUFFICIENT') => new ApiError(400, { status_message: code });

/** A settle whose resends answer in turn; waits pass at once. */
function run(resends: (() => Promise<string>)[], read: () => Promise<string | null>) {
  const answered = vi.fn();
  const refusedWith = vi.fn();
  const resend = vi.fn(() => (resends.shift() ?? (() => Promise.reject(lost())))());
  const waits: number[] = [];
  const { done, stop } = settle({
    resend,
    read: vi.fn(read),
    onAnswer: answered,
    onRefused: refusedWith,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { done, stop, answered, refusedWith, resend, waits };
}

describe('a money action of unknown outcome', () => {
  it('is unknown when lost, cut by a server fault or still in progress; known when refused', () => {
    expect(outcomeUnknown(lost())).toBe(true);
    expect(outcomeUnknown(new ApiError(502, { status_message: 'FAIL' }))).toBe(true);
    expect(outcomeUnknown(inProgress())).toBe(true);
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    expect(outcomeUnknown(refused('INSUFFICIENT'))).toBe(false);
    expect(outcomeUnknown(new ApiError(403, { status_message: 'NOT_ALLOWED' }))).toBe(false);
  });

  it('takes the answer the server replays to the same action sent again', async () => {
    const s = run([() => Promise.reject(lost()), () => Promise.resolve('paid')], async () => null);
    await s.done;
    expect(s.answered).toHaveBeenCalledWith('paid');
    expect(s.refusedWith).not.toHaveBeenCalled();
    expect(s.resend).toHaveBeenCalledTimes(2);
    // Soon at first, then spaced out.
    expect(s.waits).toEqual([1_000, 3_000]);
  });

  it('reads the state while the server says the first send is in progress, and takes what it shows', async () => {
    const reads = [null, 'order 7'];
    const s = run(
      [() => Promise.reject(inProgress()), () => Promise.reject(inProgress())],
      async () => reads.shift() ?? null,
    );
    await s.done;
    expect(s.answered).toHaveBeenCalledWith('order 7');
    expect(s.resend).toHaveBeenCalledTimes(2);
  });

  it('says failed only when the server refuses it', async () => {
    const s = run([() => Promise.reject(refused('INSUFFICIENT'))], async () => null);
    await s.done;
    expect(s.refusedWith).toHaveBeenCalledWith('INSUFFICIENT');
    expect(s.answered).not.toHaveBeenCalled();
  });

  it('keeps asking while nothing answers, and stops when the dialog closes', async () => {
    vi.useFakeTimers();
    try {
      const answered = vi.fn();
      const refusedWith = vi.fn();
      const resend = vi.fn(() => Promise.reject(lost()));
      const { stop, done } = settle({
        resend,
        read: async () => null,
        onAnswer: answered,
        onRefused: refusedWith,
      });
      await vi.advanceTimersByTimeAsync(1_000 + 3_000 + 5_000 + 5_000);
      expect(resend).toHaveBeenCalledTimes(4);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);
      await done;
      expect(resend).toHaveBeenCalledTimes(4);
      expect(answered).not.toHaveBeenCalled();
      expect(refusedWith).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
