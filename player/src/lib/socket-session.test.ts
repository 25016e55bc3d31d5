import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketSession } from './socket-session';

vi.mock('./api', () => ({ http: { token: async () => 'access' } }));

/** A browser WebSocket the test closes as the server would. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: URL) {
    FakeSocket.opened.push(this);
  }
  close() {}
  send() {}
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a player's socket session", () => {
  it('opens the socket again after the server went away (1001, a restart), not after a refusal (4xxx)', async () => {
    const onDrop = vi.fn();
    const session = socketSession((token) => `/ws/news/?token=${token}`, vi.fn(), {
      retryMs: [500],
      onDrop,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.opened).toHaveLength(1);

    FakeSocket.opened[0]?.onclose?.({ code: 1001 });
    expect(onDrop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(FakeSocket.opened[1]?.url.search).toBe('?token=access');

    FakeSocket.opened[1]?.onclose?.({ code: 4401 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
    session.close();
  });

  it('opens a lost socket at once when the phone is back online, not at the end of its wait', async () => {
    const session = socketSession((token) => `/ws/play-game/?token=${token}`, vi.fn(), {
      retryMs: [8_000],
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.opened[0] as FakeSocket;
    first.readyState = FakeSocket.OPEN;
    // Online while connected changes nothing.
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.opened).toHaveLength(1);

    first.readyState = 3;
    first.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened).toHaveLength(1);
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.opened).toHaveLength(2);
    // The wait it replaced is over: no second socket when it would have ended.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
    session.close();
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
