import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { userId } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

const BASE = '/api/admin/reconciliation';
const DAY = '2026-11-20';
const csvFile = (text: string, filename = 'statement.csv') => ({
  filename,
  contentType: 'text/csv',
  data: Buffer.from(text, 'utf8'),
});

describe('reconciliation with the operators', () => {
  let t: TestApp;
  let payments: ManagerClient;
  let boss: ManagerClient;
  let games: ManagerClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    payments = managerClient(
      t.app,
      (await newManager(t.app, 'rec.payments@example.cm', 'paymentsmanager')).headers,
    );
    boss = managerClient(
      t.app,
      (await newManager(t.app, 'rec.boss@example.cm', 'supermanager')).headers,
    );
    games = managerClient(
      t.app,
      (await newManager(t.app, 'rec.games@example.cm', 'gamesmanager')).headers,
    );
    await newPlayer(t.app, 'rec.player@example.cm');
    const player = await userId(t.app, 'rec.player@example.cm');
    const at = (time: string) => ({
      created_at: `${DAY}T${time}.000Z`,
      updated_at: `${DAY}T${time}.000Z`,
    });
    const purchase = (
      name: string,
      amount: number,
      time: string,
      method: 'mtn' | 'om' = 'mtn',
    ) => ({
      user_id: player,
      action: 'buy' as const,
      method,
      status: 'SUCCESSFULL' as const,
      number_of_units: amount / 100,
      amount,
      phone_number: '677000000',
      reference: `ref-${name}`,
      provider_reference: `sandbox:1:${name}`,
      provider: 'sandbox',
      ...at(time),
    });
    for (const [name, amount, time] of [
      ['p1', 1000, '09:00:00'],
      ['p2', 2000, '10:00:00'],
      ['p3', 500, '11:00:00'],
    ] as const) {
      const row = await t.app.db
        .insertInto('credit_transactions')
        .values(purchase(name, amount, time))
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    // Orange Money: not in an MTN statement, whatever it says.
    await t.app.db
      .insertInto('credit_transactions')
      .values(purchase('om1', 300, '12:00:00', 'om'))
      .execute();
    const cashout = await t.app.db
      .insertInto('cashouts')
      .values({
        user_id: player,
        method: 'mtn',
        status: 'SUCCESSFULL',
        amount: 700,
        phone_number: '677000000',
        reference: 'ref-c1',
        provider_reference: 'sandbox:1:c1',
        provider: 'sandbox',
        ...at('13:00:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.c1 = cashout.id;
  });
  afterAll(() => t.close());

  it('imports the sandbox statement with one missing and one mismatched payment, once', async () => {
    const written = await payments.json('GET', `${BASE}/sandbox-statement/?from=${DAY}&to=${DAY}`);
    expect(written.statusCode, written.body).toBe(200);
    const lines = written.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    // Their side: p3 never reached them, p2 was paid 1500.
    const edited = lines
      .filter((line) => !line.includes('ref-p3'))
      .map((line) => (line.includes('ref-p2') ? line.replace(',2000,', ',1500,') : line))
      .join('\n');
    expect(edited).toContain(',1500,');
    const first = await payments.form('POST', `${BASE}/imports/`, {
      source: 'mtn_momo',
      file_name: 'momo-20-11.csv',
      file: csvFile(edited),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      lines: 3,
      skipped: [],
      file_name: 'momo-20-11.csv',
    });
    expect(first.json().mapping.reference).toEqual(['external transaction id', 'external id']);
    const again = await payments.form('POST', `${BASE}/imports/`, {
      source: 'mtn_momo',
      file: csvFile(edited, 'renamed.csv'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, created: false });
    const stored = await t.app.db
      .selectFrom('statement_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
    // The same new file sent twice at once is stored once.
    const twice = await Promise.all(
      [1, 2].map(() =>
        payments.form('POST', `${BASE}/imports/`, {
          source: 'mtn_momo',
          file: csvFile(`${edited}\n`),
        }),
      ),
    );
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twice.map((res) => res.json().id)).size).toBe(1);
    const listed = (await boss.json('GET', `${BASE}/imports/`)).json();
    expect(listed.imports).toHaveLength(2);
  });

  it('shows the period: matched, missing on their side, and the mismatch', async () => {
    const res = await payments.json('GET', `${BASE}/?source=mtn_momo&from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const { counts, findings } = res.json();
    expect(counts).toEqual({ matched: 2, mismatch: 1, missing_theirs: 1 });
    const byKey = Object.fromEntries(findings.map((f: { key: string }) => [f.key, f]));
    expect(byKey[`purchase:${ids.p2}`]).toMatchObject({
      kind: 'mismatch',
      fields: ['amount'],
      ours: { amount: 2000 },
      theirs: { amount: 1500 },
      resolved: null,
    });
    expect(byKey[`purchase:${ids.p3}`]).toMatchObject({ kind: 'missing_theirs', theirs: null });
    expect(byKey[`cashout:${ids.c1}`]).toMatchObject({ kind: 'matched' });
    // The day before holds nothing.
    const before = (
      await payments.json('GET', `${BASE}/?source=mtn_momo&from=2026-11-19&to=2026-11-19`)
    ).json();
    expect(before.findings).toEqual([]);
  });

  it('marks a difference resolved with a note, in the audit trail', async () => {
    const key = `purchase:${ids.p2}`;
    const res = await payments.json('PUT', `${BASE}/marks/`, {
      finding: key,
      note: 'Refund of 500 by MTN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { findings } = (
      await payments.json('GET', `${BASE}/?source=mtn_momo&from=${DAY}&to=${DAY}`)
    ).json();
    const marked = findings.find((f: { key: string }) => f.key === key);
    expect(marked.resolved).toMatchObject({ note: 'Refund of 500 by MTN' });
    expect(
      findings.find((f: { key: string }) => f.key === `purchase:${ids.p3}`).resolved,
    ).toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select(['action', 'after'])
      .where('area', '=', 'reconciliation')
      .orderBy('id')
      .execute();
    // Two files imported (one of them sent twice at once), one mark.
    expect(audit.map((entry) => entry.action)).toEqual(['import', 'import', 'resolve']);
    expect(JSON.parse(audit[2]?.after ?? '{}')).toEqual({
      finding: key,
      note: 'Refund of 500 by MTN',
    });
  });

  it("exports a day's reconciliation in words, in either language", async () => {
    const fr = await payments.json('GET', `${BASE}/export/?source=mtn_momo&day=${DAY}`);
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.headers['content-type']).toContain('text/csv');
    expect(fr.body).toContain('Payé chez nous, absent chez eux');
    expect(fr.body).toContain('Écart;Montant;ref-p2;2000;Payé;2026-11-20 11:00:00');
    expect(fr.body).toContain('Refund of 500 by MTN');
    const en = await payments.json('GET', `${BASE}/export/?source=mtn_momo&day=${DAY}&lang=en`);
    expect(en.body).toContain('Paid on our side, missing on theirs');
    expect(en.body.split('\n')[0]).toContain('Our amount (FCFA)');
  });

  it('refuses files by content, wrong sources, periods and keys, and other managers', async () => {
    const png = {
      filename: 'statement.csv',
      contentType: 'text/csv',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
    };
    const picture = await payments.form('POST', `${BASE}/imports/`, {
      source: 'mtn_momo',
      file: png,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().errors).toEqual({ file: 'validation.sheet_invalid' });
    const noSource = await payments.form('POST', `${BASE}/imports/`, {
      file: csvFile('a,b\n1,2\n'),
    });
    expect(noSource.json().errors).toEqual({ source: 'validation.value_invalid' });
    const noFile = await payments.form('POST', `${BASE}/imports/`, { source: 'notch_pay' });
    expect(noFile.json().errors).toEqual({ file: 'validation.required' });
    const columns = await payments.form('POST', `${BASE}/imports/`, {
      source: 'notch_pay',
      file: csvFile('reference,status\nx,complete\n'),
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors).toEqual({ 'columns.amount': 'validation.required' });
    const reversed = await payments.json(
      'GET',
      `${BASE}/?source=mtn_momo&from=2026-11-20&to=2026-11-01`,
    );
    expect(reversed.json().errors).toEqual({ to: 'validation.date_range_invalid' });
    const long = await payments.json(
      'GET',
      `${BASE}/?source=mtn_momo&from=2026-01-01&to=2026-03-01`,
    );
    expect(long.json().errors).toEqual({ to: 'validation.range_too_long' });
    const key = await payments.json('PUT', `${BASE}/marks/`, { finding: 'anything', note: 'x' });
    expect(key.statusCode).toBe(400);
    const empty = await payments.json('PUT', `${BASE}/marks/`, {
      finding: `purchase:${ids.p3}`,
      note: '',
    });
    expect(empty.statusCode).toBe(400);
    for (const call of [
      () => games.json('GET', `${BASE}/?source=mtn_momo&from=${DAY}&to=${DAY}`),
      () => games.json('PUT', `${BASE}/marks/`, { finding: `purchase:${ids.p3}`, note: 'x' }),
      () => games.form('POST', `${BASE}/imports/`, { source: 'mtn_momo', file: csvFile('a\n') }),
    ]) {
      expect((await call()).statusCode).toBe(403);
    }
    expect(
      (await boss.json('GET', `${BASE}/?source=mtn_momo&from=${DAY}&to=${DAY}`)).statusCode,
    ).toBe(200);
  });
});
