import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { news } from '../../lib/news';
import { session } from '../../lib/session';
import { FakeSocket, socketAt } from '../../test/fake-socket';
import { startNewsFeed } from './newsFeed';

const flush = () => vi.advanceTimersByTimeAsync(0);
const at = (path: string) => history.pushState(null, '', path);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  news.set({ dots: {}, latest: null });
  at('/explore');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('news feed', () => {
  it('takes the dots the server keeps, except the one of the screen the player is on', async () => {
    at('/friends');
    const stop = startNewsFeed();
    await flush();
    expect(socketAt(0).url.pathname).toBe('/ws/news/');
    socketAt(0).open();
    socketAt(0).receive({
      type: 'news_flags',
      data: { notifications: true, friend_request: true, credits_request: false },
    });
    expect(news.get().dots).toEqual({
      notifications: true,
      friend_request: false,
      credits_request: false,
    });
    stop();
  });

  it('raises the dot of a news heard elsewhere, and hands it to its screen without a dot there', async () => {
    const stop = startNewsFeed();
    await flush();
    socketAt().open();
    socketAt().receive({ type: 'friend_request', data: { id: 4 } });
    expect(news.get()).toEqual({
      dots: { friend_request: true },
      latest: { type: 'friend_request', data: { id: 4 } },
    });

    news.set({ dots: {}, latest: null });
    at('/my-credits');
    socketAt().receive({ type: 'credit_request', data: { id: 9 } });
    expect(news.get()).toEqual({
      dots: {},
      latest: { type: 'credit_request', data: { id: 9 } },
    });

    // A news with no dot of its own (a result, an answer) only updates the lists.
    socketAt().receive({ type: 'friend_request_accepted', data: { id: 4 } });
    expect(news.get().dots).toEqual({});
    expect(news.get().latest?.type).toBe('friend_request_accepted');
    stop();
  });

  it('moves the credits counter with each balance news, and hands it to the screens', async () => {
    const details = { number_of_credits: 9, my_credits: 9, gains: 100, player_name: 'Ada' };
    session.set({ status: 'player', details: details as never });
    const stop = startNewsFeed();
    await flush();
    socketAt().open();
    socketAt().receive({ type: 'balance', data: { type: 'balance', credits: 8, gains: 150 } });
    expect(session.get().details).toMatchObject({
      number_of_credits: 8,
      my_credits: 8,
      gains: 150,
    });
    expect(news.get().latest?.type).toBe('balance');
    expect(news.get().dots).toEqual({});
    stop();
    session.set({ status: 'visitor', details: null });
  });

  it('takes the balances each connection opens with, a change made while nobody listened included', async () => {
    const details = { number_of_credits: 3, my_credits: 3, gains: 0, player_name: 'Ada' };
    session.set({ status: 'player', details: details as never });
    const stop = startNewsFeed();
    await flush();
    socketAt().open();
    // A stake was taken while the feed was closed (the play screen): the flags bring it.
    socketAt().receive({
      type: 'news_flags',
      data: { notifications: true, balance: { credits: 1, gains: 50 } },
    });
    expect(session.get().details).toMatchObject({ number_of_credits: 1, gains: 50 });
    expect(news.get().dots).toEqual({ notifications: true });
    stop();
    session.set({ status: 'visitor', details: null });
  });

  it('opens a lost feed again 3 times in a row, and a feed that opened starts its count anew', async () => {
    const stop = startNewsFeed();
    await flush();
    for (let drop = 1; drop <= 3; drop += 1) {
      socketAt().close(1006);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(FakeSocket.opened).toHaveLength(drop + 1);
    }
    socketAt().close(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(4);
    stop();

    FakeSocket.opened = [];
    const again = startNewsFeed();
    await flush();
    for (let drop = 1; drop <= 5; drop += 1) {
      socketAt().open();
      socketAt().close(1006);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(FakeSocket.opened).toHaveLength(drop + 1);
    }
    again();
  });

  it("stops on the server's refusal (4xxx) and once the player signs out", async () => {
    const refused = startNewsFeed();
    await flush();
    socketAt().close(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
    refused();

    const stop = startNewsFeed();
    await flush();
    socketAt().open();
    stop();
    expect(socketAt().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
