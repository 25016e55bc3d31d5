import { Question } from '@quiz/shared/contract';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { mediaLinks, mediaRewriter } from '../src/http/media';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { addIndex } from './helpers/catalogue';
import { createGame } from './helpers/games';
import { PlayClient } from './helpers/socket';

const CDN = 'https://cdn.example.cm/media/';

describe('media URLs written at the edge', () => {
  const link = mediaLinks('/media/');

  it('writes the URL of a key, and leaves a URL or an empty value as it is', () => {
    expect(link('seed/games/ndole.svg')).toBe('/media/seed/games/ndole.svg');
    expect(link('/media/seed/games/ndole.svg')).toBe('/media/seed/games/ndole.svg');
    expect(link('https://elsewhere.cm/a.png')).toBe('https://elsewhere.cm/a.png');
    expect(link('')).toBe('');
    expect(mediaLinks('https://cdn.example.cm/media')('a/b.webp')).toBe(
      'https://cdn.example.cm/media/a/b.webp',
    );
  });

  it('rewrites the fields a schema marks, through objects, arrays, unions and nulls, on a copy', () => {
    const schema = Type.Object({
      list: Type.Array(
        Type.Object({
          title: Type.String(),
          cover: Type.Unsafe<string | null>({ type: ['string', 'null'], 'x-media': true }),
        }),
      ),
      one: Type.Union([
        Type.Object({ icon: Type.Unsafe<string>({ type: 'string', 'x-media': true }) }),
        Type.Null(),
      ]),
    });
    const rewrite = mediaRewriter(schema, link);
    const value = {
      list: [
        { title: 'seed/not-a-picture', cover: 'seed/a.svg' },
        { title: 'b', cover: null },
      ],
      one: { icon: 'seed/i.svg' },
    };
    const before = structuredClone(value);
    expect(rewrite?.(value)).toEqual({
      list: [
        { title: 'seed/not-a-picture', cover: '/media/seed/a.svg' },
        { title: 'b', cover: null },
      ],
      one: { icon: '/media/seed/i.svg' },
    });
    // Cached answers are handed to every request: the value itself is never changed.
    expect(value).toEqual(before);
    expect(rewrite?.({ list: [], one: null })).toEqual({ list: [], one: null });
  });

  it('makes picture choices URLs, and leaves text choices as they are', () => {
    const rewrite = mediaRewriter(Question, link);
    const question = { type: 'pmc', illustration: null, choice_values_en: ['p/1.webp'] };
    expect(rewrite?.({ ...question, choice_values_fr: ['p/1.webp'] })).toMatchObject({
      choice_values_en: ['/media/p/1.webp'],
      choice_values_fr: ['/media/p/1.webp'],
    });
    expect(
      rewrite?.({ type: 'mc', illustration: 'q/i.webp', choice_values_en: ['Douala/Yaoundé'] }),
    ).toMatchObject({ illustration: '/media/q/i.webp', choice_values_en: ['Douala/Yaoundé'] });
  });

  it('needs no rewriter for a schema without media', () => {
    expect(mediaRewriter(Type.Object({ id: Type.Integer() }), link)).toBeNull();
  });
});

describe('media served from another address (MEDIA_BASE_URL)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { MEDIA_BASE_URL: CDN } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('gives every media URL of a cached list at that address', async () => {
    await addIndex(t.app.db, 'History');
    await t.app.db.updateTable('game_indexes').set({ icon: 'seed/indexes/h.svg' }).execute();
    for (let i = 0; i < 2; i += 1) {
      const { indexes } = (await t.app.inject({ url: '/api/games/indexes/0/' })).json();
      expect(indexes[0].icon).toBe(`${CDN}seed/indexes/h.svg`);
    }
  });

  it("gives a play's picture choices and illustration at that address, on the socket", async () => {
    const { access } = await newPlayer(t.app, 'cdn-player@example.cm');
    const game = await createGame(t.app, {
      questions: [{ type: 'psc', choices: 2, correction: [1] }],
    });
    await t.app.db
      .updateTable('questions')
      .set({ illustration: 'seed/pictures/q.svg' })
      .where('game_id', '=', game.id)
      .execute();
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    const started = await client.next();
    client.close();
    const { question } = started.data as {
      question: { illustration: string; choice_values_en: string[]; choice_values_fr: string[] };
    };
    expect(question.illustration).toBe(`${CDN}seed/pictures/q.svg`);
    // In the play's own order of choices.
    expect([...question.choice_values_en].sort()).toEqual([
      `${CDN}seed/pictures/0.svg`,
      `${CDN}seed/pictures/1.svg`,
    ]);
    expect(question.choice_values_fr).toEqual(question.choice_values_en);
  });

  it('refuses a base that is neither a path nor an https address', () => {
    for (const MEDIA_BASE_URL of ['ftp://files.cm/', 'http://cdn.example.cm/', 'media/']) {
      expect(() => loadConfig({ MEDIA_BASE_URL }), MEDIA_BASE_URL).toThrow();
    }
    expect(loadConfig({ MEDIA_BASE_URL: '/assets/' }).MEDIA_BASE_URL).toBe('/assets/');
  });
});
