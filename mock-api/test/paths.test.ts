import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

/*
 * Every path builder of shared/src/paths must reach a registered route: the
 * apps call the server only through these builders, so a builder without a
 * route is a screen that fails.
 */

/** Arguments for builders that take more than ids; the others are called with ids. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'games.list': [{ type: 'latest', page: 1, size: 10, gameIndexId: 2 }],
  'games.challenges': [{ type: 'latest', page: 1, size: 10 }],
  'games.myChallenges': [{ kind: 'results', page: 1, size: 10, indicators: true }],
  'badges.types': ['all'],
  'badges.user': ['me'],
  'hallOfFame.list': ['week', 1, 10],
  'auth.checkUser': ['+237699203257'],
  'auth.signupVerification': ['player@quiz.cm'],
  'auth.resendVerificationCode': ['player@quiz.cm'],
  'auth.forgotPassword': ['player@quiz.cm'],
  'auth.forgotPasswordValidation': ['player@quiz.cm'],
  'auth.forgotPasswordReset': ['player@quiz.cm', 'transaction'],
  'content.populate': ['fr'],
  'content.terms': ['fr'],
  'content.help': ['en'],
  'me.update': [{ index: 'names' }],
  'me.delete': ['secret'],
  'search.quizzes': ['géo graphie', 1, [1, 2]],
  'search.challenges': ['quiz', 1],
  'search.friends': ['aicha', 1],
  'search.results': ['quiz', 1],
  'ws.playGame': [{ token: 't', gameId: 1, type: 'challenge', challengeId: 2 }],
  'ws.news': ['t'],
  'ws.buyCredits': ['t'],
  'ws.cashout': ['t'],
  'admin.super.stats.series': [
    { year: 2026, month: 1, day: 1 },
    { year: 2026, month: 1, day: 31 },
  ],
  'credits.buyState': ['om', 3],
  'gains.cashoutState': ['momo', 3],
  'admin.games.search': ['quiz', 1],
  'admin.super.managers.userDetails': ['games@quiz.cm'],
  'admin.super.stats.range': [
    { year: 2026, month: 1, day: 1 },
    { year: 2026, month: 2, day: 1 },
  ],
  'admin.ads.partners.search': ['orange', 1],
};

type Builder = (...args: unknown[]) => string;

/** Every builder of the `api` tree with its dotted name (`games.playOverview`). */
function builders(tree: object, prefix = ''): [string, Builder][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Builder][] => {
    const name = prefix + key;
    if (typeof value === 'function') return [[name, value as Builder]];
    return builders(value as object, `${name}.`);
  });
}

/**
 * The route patterns of the app, read from Fastify's printed route tree
 * (`commonPrefix: false`): each line is a segment under its parent, four
 * characters of indentation a level.
 */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const urls: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[└├]── (\S+) \(/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    const parent = parents[depth - 1] ?? '';
    const url =
      parent.endsWith('/') || segment.startsWith('/') ? parent + segment : `${parent}/${segment}`;
    parents[depth] = url;
    urls.push(url);
  }
  return urls;
}

/** A registered route pattern as a regular expression on a concrete path. */
function routePattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

describe('path builders and routes', () => {
  let t: TestApp;
  let routes: RegExp[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    // Wildcards serve the apps and the docs' files, never an API call.
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((url) => !url.includes('*'))
      .map(routePattern);
  });
  afterAll(() => t.close());

  const all = builders(api);

  it('finds the builders of both specs and the routes of the server', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((route) => route.test('/api/games/challenge/result/7/'))).toBe(true);
    expect(routes.some((route) => route.test('/api/games/challenge/results/7/'))).toBe(false);
    for (const name of Object.keys(SAMPLE_ARGS)) {
      expect(
        all.map(([n]) => n),
        name,
      ).toContain(name);
    }
  });

  it('gives every builder a route', () => {
    const unserved: string[] = [];
    for (const [name, build] of all) {
      const built = build(...(SAMPLE_ARGS[name] ?? [1, 2, 3]));
      expect(built, name).toMatch(/^\/(api|ws)\/[^?]*\/(\?.*)?$/);
      expect(built, name).not.toMatch(/undefined|object|NaN/);
      const pathname = new URL(built, 'http://localhost').pathname;
      const served = routes.some((route) => route.test(decodeURI(pathname)));
      if (!served) unserved.push(`${name} ${built}`);
    }
    expect(unserved, 'builders whose path has no route').toEqual([]);
  });
});
