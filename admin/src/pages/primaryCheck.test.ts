import { describe, expect, it } from 'vitest';
import recorded from '../dataProvider/fixtures/auth.json';
import { createHttp } from '../lib/http';
import { jwt, memorySession, type Recording, replay } from '../test/replay';
import { primaryCheck } from './AreaGuard';

const NOW = Date.UTC(2026, 0, 1);

function client(recording: Recording) {
  const storage = memorySession();
  storage.setTokens({ access: jwt(600, NOW), refresh: 'r' });
  return createHttp({
    fetch: replay(recording),
    now: () => NOW,
    storage,
    onSessionExpired: () => {},
  });
}

describe('the super area primary check (recorded answers)', () => {
  it('passes for a super manager', async () => {
    expect(await primaryCheck('super', client(recorded.superCheckAsSuper as Recording))).toBe(true);
  });

  it('fails for a games manager (403): the not-allowed view is shown', async () => {
    expect(await primaryCheck('super', client(recorded.superCheckAsGames as Recording))).toBe(
      false,
    );
  });
});
