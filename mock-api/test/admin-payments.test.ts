import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { userId } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

/*
 * What payments staff ask of the payments view: the period in Douala days,
 * a search by anything a player says about themselves, and totals that
 * follow every filter of the list beside them. The payments are written as
 * the providers left them (the view only reads them).
 */

const REFERENCE = '3f2a9c1e-7b44-4d0a-9e1f-5c6d7e8f9a0b';

interface Payment {
  user_id: number;
  method: 'om' | 'mtn';
  status: 'SUCCESSFULL' | 'FAILURE' | 'PENDING';
  amount: number;
  phone_number: string;
  created_at: string;
  reference?: string;
  failure_reason?: string;
}

describe('the payments view of payments staff', () => {
  let t: TestApp;
  let staff: ManagerClient;
  let awa: number;
  let jean: number;

  async function bought(p: Payment) {
    await t.app.db
      .insertInto('credit_transactions')
      .values({
        action: 'buy',
        is_active: 0,
        number_of_units: p.amount / 95,
        reference: p.reference ?? crypto.randomUUID(),
        provider: 'sandbox',
        updated_at: p.created_at,
        ...p,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await buildTestApp();
    staff = managerClient(
      t.app,
      (await newManager(t.app, 'cashier@example.cm', 'paymentsmanager')).headers,
    );
    await newPlayer(t.app, 'awa.ngo@example.cm');
    awa = await userId(t.app, 'awa.ngo@example.cm');
    await newPlayer(t.app, 'jean@example.cm');
    jean = await userId(t.app, 'jean@example.cm');
    await t.app.db
      .updateTable('users')
      .set({ player_name: 'Éloïse', search_name: 'eloise', first_name: 'Awa', last_name: 'Ngo' })
      .where('id', '=', awa)
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ phone_number: '677112233' })
      .where('id', '=', jean)
      .execute();
    // 14 April, 23:30 in Douala is still the 14th there, the 14th at 22:30 in UTC.
    await bought({
      user_id: awa,
      method: 'om',
      status: 'SUCCESSFULL',
      amount: 950,
      phone_number: '690000001',
      created_at: '2026-04-14T22:30:00.000Z',
      reference: REFERENCE,
    });
    // 15 April, 00:30 in Douala, still the 14th in UTC.
    await bought({
      user_id: awa,
      method: 'om',
      status: 'FAILURE',
      amount: 1900,
      phone_number: '690000008',
      created_at: '2026-04-14T23:30:00.000Z',
      failure_reason: 'rejected',
    });
    await bought({
      user_id: jean,
      method: 'mtn',
      status: 'SUCCESSFULL',
      amount: 4750,
      phone_number: '670000001',
      created_at: '2026-04-15T10:00:00.000Z',
    });
    await bought({
      user_id: jean,
      method: 'om',
      status: 'FAILURE',
      amount: 950,
      phone_number: '690000008',
      created_at: '2026-04-15T11:00:00.000Z',
      failure_reason: 'refused_400',
    });
    await t.app.db
      .insertInto('cashouts')
      .values({
        user_id: jean,
        method: 'om',
        status: 'SUCCESSFULL',
        is_active: 0,
        amount: 2000,
        phone_number: '677112233',
        reference: crypto.randomUUID(),
        provider: 'sandbox',
        created_at: '2026-04-15T12:00:00.000Z',
        updated_at: '2026-04-15T12:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  const rest = (url: string, params: Record<string, unknown>) =>
    `${url}?${new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
    )}`;

  async function found(
    filter: Record<string, unknown>,
    list: 'purchases' | 'cashouts' = 'purchases',
  ) {
    const res = await staff.json('GET', rest(api.admin.payments.list(list), { filter }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((r: { amount: number }) => r.amount);
  }

  async function totals(filter: Record<string, unknown>) {
    const res = await staff.json('GET', rest(api.admin.payments.totals(), { filter }));
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json().map((row: { id: string }) => [row.id, row])) as Record<
      'om' | 'mtn',
      Record<string, number>
    >;
  }

  it('reads a period in Douala days: half past midnight there is the next day', async () => {
    expect(await found({ from: '2026-04-14', to: '2026-04-14' })).toEqual([950]);
    expect(await found({ from: '2026-04-15', to: '2026-04-15' })).toEqual([950, 4750, 1900]);
    expect(await found({ from: '2026-04-14' })).toHaveLength(4);
    expect(await found({ to: '2026-04-13' })).toEqual([]);
  });

  it('finds a player’s payments by player name, first or last name, e-mail or phone in any form', async () => {
    const awaPaid = [1900, 950];
    expect(await found({ q: 'eloise' })).toEqual(awaPaid);
    expect(await found({ q: 'ÉLOÏSE' })).toEqual(awaPaid);
    expect(await found({ q: 'awa ngo' })).toEqual(awaPaid);
    expect(await found({ q: 'Ngo' })).toEqual(awaPaid);
    expect(await found({ q: 'AWA.NGO@example' })).toEqual(awaPaid);
    // The number paid from, as the player says it...
    expect(await found({ q: '+237 690 00 00 08' })).toEqual([950, 1900]);
    expect(await found({ q: '00237-670-000-001' })).toEqual([4750]);
    // ...or the account's own number, which paid nothing itself.
    expect(await found({ q: '(237) 677.11.22.33' })).toEqual([950, 4750]);
    expect(await found({ q: '677 11 22 33' }, 'cashouts')).toEqual([2000]);
    expect(await found({ q: 'nobody' })).toEqual([]);
  });

  it('finds a payment by our whole reference or its first 8 characters, not fewer', async () => {
    expect(await found({ q: REFERENCE })).toEqual([950]);
    expect(await found({ q: REFERENCE.slice(0, 8) })).toEqual([950]);
    expect(await found({ q: REFERENCE.slice(0, 7) })).toEqual([]);
    // A LIKE wildcard typed is a character, not "anything".
    expect(await found({ q: '%%%%%%%%' })).toEqual([]);
  });

  it('totals follow every filter of the list: state, channel, search and period', async () => {
    const all = await totals({});
    expect(all.om).toMatchObject({ purchases: 1, purchased_amount: 950, purchases_failed: 2 });
    expect(all.mtn).toMatchObject({ purchases: 1, purchased_amount: 4750, purchases_failed: 0 });
    expect(all.om).toMatchObject({ cashouts: 1, cashed_out_amount: 2000 });

    const failed = await totals({ status: 'FAILURE' });
    expect(failed.om).toMatchObject({ purchases: 0, purchased_amount: 0, purchases_failed: 2 });
    expect(failed.om.cashouts).toBe(0);
    expect(failed.mtn.purchases).toBe(0);

    const mtn = await totals({ method: 'mtn' });
    expect(mtn.om).toMatchObject({ purchases: 0, purchases_failed: 0, cashouts: 0 });
    expect(mtn.mtn.purchased_amount).toBe(4750);

    const awas = await totals({ q: 'éloïse' });
    expect(awas.om).toMatchObject({ purchases: 1, purchases_failed: 1, cashouts: 0 });
    expect(awas.mtn.purchases).toBe(0);

    const day = await totals({ from: '2026-04-15', to: '2026-04-15', status: 'FAILURE' });
    expect(day.om.purchases_failed).toBe(2);
    expect((await totals({ from: '2026-04-14', to: '2026-04-14' })).om.purchases_failed).toBe(0);

    // Conversions move no money: a filter on them leaves no purchase in the totals.
    expect((await totals({ action: 'convert' })).om.purchases).toBe(0);
  });

  it('refuses a bad filter of the totals with the field named, as the list does', async () => {
    for (const filter of [{ status: 'LOST' }, { from: '15/04/2026' }, { q: 'x'.repeat(101) }]) {
      const res = await staff.json('GET', rest(api.admin.payments.totals(), { filter }));
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json()).toMatchObject({ errors: { filter: 'validation.value_invalid' } });
    }
  });

  /** The CSV's rows, each a list of cells (none of these holds a semicolon). */
  async function csv(list: 'purchases' | 'cashouts', query: Record<string, string>) {
    const res = await staff.json(
      'GET',
      `${api.admin.payments.exportCsv(list)}?${new URLSearchParams(query)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = res.rawPayload.subarray(3).toString('utf8').trim();
    return text.split('\n').map((line) => line.split(';'));
  }

  it('writes the CSV in the manager’s language: Douala time as a date, words for codes, amounts as numbers', async () => {
    const [headings = [], ...rows] = await csv('purchases', {
      filter: JSON.stringify({ q: 'eloise' }),
      sort: JSON.stringify(['created_at', 'ASC']),
      lang: 'fr',
    });
    const cell = (row: string[] | undefined, heading: string) => row?.[headings.indexOf(heading)];
    expect(headings).toContain('Date (heure du Cameroun)');
    expect(headings).toContain('Montant (FCFA)');
    expect(rows).toHaveLength(2);
    const [paid, refused] = rows;
    // 22:30 UTC on the 14th is 23:30 in Douala; 23:30 UTC is already the 15th there.
    expect(cell(paid, 'Date (heure du Cameroun)')).toBe('2026-04-14 23:30:00');
    expect(cell(refused, 'Date (heure du Cameroun)')).toBe('2026-04-15 00:30:00');
    expect(cell(refused, 'Opération')).toBe('Achat');
    expect(cell(refused, 'Canal')).toBe('Orange Money');
    expect(cell(refused, 'Statut')).toBe('Échoué');
    expect(cell(paid, 'Statut')).toBe('Réussi');
    expect(cell(refused, 'Montant (FCFA)')).toBe('1900');
    expect(cell(refused, 'Crédits')).toBe('20');
    expect(cell(refused, 'Motif de l’échec')).toBe('Refusé par le payeur');
    expect(cell(paid, 'Motif de l’échec')).toBe('');
    expect(cell(refused, 'Joueur')).toBe('Éloïse');

    const [english = [], ...mtn] = await csv('purchases', {
      filter: JSON.stringify({ q: 'jean@example.cm' }),
      sort: JSON.stringify(['created_at', 'ASC']),
      lang: 'en',
    });
    const at = (row: string[] | undefined, heading: string) => row?.[english.indexOf(heading)];
    expect(at(mtn[0], 'Channel')).toBe('MTN Mobile Money');
    expect(at(mtn[0], 'Operation')).toBe('Purchase');
    expect(at(mtn[0], 'Amount (FCFA)')).toBe('4750');
    expect(at(mtn[1], 'Status')).toBe('Failed');
    // An operator's refusal of the call reads as one reason, whatever its HTTP status.
    expect(at(mtn[1], 'Failure reason')).toBe('Refused by the operator');
    expect(at(mtn[1], 'Date (Cameroon time)')).toBe('2026-04-15 12:00:00');

    const [cashHeadings = [], cashout] = await csv('cashouts', { lang: 'en' });
    expect(cashout?.[cashHeadings.indexOf('Operation')]).toBe('Cash-out');
  });

  it('totals what cash-outs under way hold, for the day’s figures', async () => {
    await t.app.db
      .insertInto('cashouts')
      .values({
        user_id: awa,
        method: 'mtn',
        status: 'PENDING',
        is_active: 1,
        amount: 1500,
        phone_number: '670000001',
        reference: crypto.randomUUID(),
        provider: 'sandbox',
        created_at: '2026-04-16T09:00:00.000Z',
        updated_at: '2026-04-16T09:00:00.000Z',
      })
      .execute();
    const day = await totals({ from: '2026-04-16', to: '2026-04-16' });
    expect(day.mtn).toMatchObject({
      cashouts_pending: 1,
      cashouts_pending_amount: 1500,
      cashouts: 0,
    });
    expect(day.om.cashouts_pending_amount).toBe(0);
  });
});
