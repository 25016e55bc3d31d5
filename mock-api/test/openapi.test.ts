import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

const run = promisify(execFile);
const packageRoot = resolve(import.meta.dirname, '..');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

/*
 * The OpenAPI document comes from the routes' own schemas. Redocly's
 * recommended rules (redocly.yaml) must find no error in it, and every
 * operation has an operationId.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await buildTestApp();
    folder = mkdtempSync(join(tmpdir(), 'quiz-openapi-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('passes the lint with no error', async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, (await t.app.inject({ url: '/api/docs/json' })).body);
    const { stdout } = await run(
      'npx',
      ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
      { cwd: packageRoot, maxBuffer: 64 * 1024 * 1024 },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Every operation is named, so clients generated from the document have stable names.
    const unnamed = report.problems.filter((p) => p.ruleId === 'operation-operationId');
    expect(unnamed.map((p) => p.message)).toEqual([]);
  }, 60_000);

  it('says who may call each operation, from the route guard', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const security = (path: string, method: string) => spec.paths[path]?.[method]?.security;
    expect(security('/api/my-stats/', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/api/games/get/{type}/{page}/{size}/', 'get')).toEqual([{}, { bearer: [] }]);
    expect(security('/api/general-stats/', 'get')).toEqual([]);
  });

  it('declares the Idempotency-Key header on every money call', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { security?: unknown; parameters?: { in: string; name: string }[] }>
      >;
    };
    const moneyCalls = [
      ['/api/me/my-credits/', 'put'],
      ['/api/me/my-gains/cashout/{method}/', 'post'],
      ['/api/me/my-credits/request/receiver/accept/{requestId}/', 'put'],
      ['/api/games/challenge/start/', 'post'],
    ] as const;
    for (const [path, method] of moneyCalls) {
      const operation = spec.paths[path]?.[method];
      expect(operation?.security, path).toEqual([{ bearer: [] }]);
      expect(operation?.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
    }
  });
});
