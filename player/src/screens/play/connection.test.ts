import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { playConnection } from './connection';
import type { PlayEvent } from './machine';

const target = { type: 'solo' as const, gameId: 12 };
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('play socket connection', () => {
  it('opens the play socket of the target, hands messages on, and sends only while open', async () => {
    const events: PlayEvent[] = [];
    const connection = playConnection(target, (event) => events.push(event));
    await flush();
    const socket = FakeSocket.opened[0] as FakeSocket;
    expect(socket.url.pathname).toBe('/ws/play-game/');
    expect(socket.url.searchParams.get('game_id')).toBe('12');
    expect(socket.url.protocol).toBe('ws:');
    connection.send({ type: 'play_termination' });
    expect(socket.sent).toEqual([]);
    socket.open();
    connection.send({ type: 'play_termination' });
    expect(socket.sent).toEqual(['{"type":"play_termination"}']);
    socket.onmessage?.({ data: '{"status_message":"OK","type":"answer_saved","data":{}}' });
    socket.onmessage?.({ data: 'not json' });
    expect(events.map((event) => event.type)).toEqual(['received']);
    connection.close();
  });

  it('says the connection was lost and opens it again, calmer each time', async () => {
    const events: PlayEvent[] = [];
    const connection = playConnection(target, (event) => events.push(event));
    await flush();
    (FakeSocket.opened[0] as FakeSocket).close(1006);
    expect(events).toEqual([{ type: 'connection_lost' }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(2);
    (FakeSocket.opened[1] as FakeSocket).close(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(3);
    connection.close();
  });

  it("does not retry the server's refusal (4xxx), nor once the screen closed it", async () => {
    const events: PlayEvent[] = [];
    const refused = playConnection(target, (event) => events.push(event));
    await flush();
    (FakeSocket.opened[0] as FakeSocket).close(4401);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(events).toEqual([]);
    refused.close();

    const left = playConnection(target, (event) => events.push(event));
    await flush();
    left.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(events).toEqual([]);
  });
});
