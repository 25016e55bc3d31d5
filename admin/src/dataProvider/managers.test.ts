import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { type Recording, type replay, replayingHttp } from '../test/replay';
import recorded from './fixtures/managers.json';
import { functionOf, managersAdapter } from './managers';

const fixtures = recorded as Record<keyof typeof recorded, Recording>;

function adapterWith(...recordings: Recording[]) {
  const { http, fetch } = replayingHttp(...recordings);
  return { managers: managersAdapter(http), fetch };
}

const sentBody = (fetch: ReturnType<typeof replay>, call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));

describe('managers adapter (recorded answers)', () => {
  it('lists one tab at a time: the whole list is filtered by function, sorted and paged here', async () => {
    const { managers, fetch } = adapterWith(fixtures.list);
    const supers = await managers.getList({
      filter: { management_function: 'supermanager' },
      sort: { field: 'last_name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/managers-management/?spec=*');
    expect(supers.total).toBe(1);
    expect(supers.data[0]).toMatchObject({
      email_phone_number: 'super@quiz.cm',
      management_function: 'supermanager',
    });
    const games = await managers.getList({
      filter: { management_function: 'gamesmanager' },
      sort: { field: 'last_name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(games.data.map((m) => m.email_phone_number)).toEqual(['games@quiz.cm']);
  });

  it('reads one manager from the list (the API has no call for one)', async () => {
    const { managers } = adapterWith(fixtures.list);
    const { data } = await managers.getOne({ id: 6 });
    expect(data).toMatchObject({ first_name: 'Paul', management_function: 'gamesmanager' });
    await expect(managers.getOne({ id: 999 })).rejects.toMatchObject({ status: 404 });
  });

  it('step 1 of adding looks the player up by e-mail or phone', async () => {
    const { managers, fetch } = adapterWith(fixtures.lookUpPlayer);
    const user = await managers.actions.lookUp({ email_phone: 'player@quiz.cm' });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/admin/super/get-user-details/?email_phone=player%40quiz.cm',
    );
    expect(user).toMatchObject({ first_name: 'Thomas', is_admin: false });
  });

  it('step 1 refusals keep their status: 400 already a manager or refused, 404 nobody', async () => {
    const { managers } = adapterWith(
      fixtures.lookUpAdmin,
      fixtures.lookUpUnknown,
      fixtures.lookUpBad,
    );
    const admin = await managers.actions.lookUp({ email_phone: 'games@quiz.cm' }).catch((e) => e);
    expect(admin).toBeInstanceOf(HttpError);
    expect(admin).toMatchObject({ status: 400, message: 'status.ALREADY_ADMIN' });
    await expect(managers.actions.lookUp({ email_phone: 'nobody@quiz.cm' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(managers.actions.lookUp({ email_phone: 'not an e-mail' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { email_phone: 'validation.email_phone_invalid' } },
    });
  });

  it('step 2 of adding is PUT ?user_id= {management_function}, answered with the manager', async () => {
    const { managers, fetch } = adapterWith(fixtures.add);
    const { data } = await managers.create({
      data: { user_id: 1, management_function: 'gamesmanager' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/managers-management/?user_id=1');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ management_function: 'gamesmanager' });
    expect(data).toMatchObject({
      id: 1,
      is_gamesmanager: true,
      management_function: 'gamesmanager',
    });
  });

  it('editing the function is the same PUT; a refusal names its field', async () => {
    const { managers, fetch } = adapterWith(fixtures.update, fixtures.updateSelf);
    const { data } = await managers.update({
      id: 1,
      data: { management_function: 'supermanager' },
      previousData: { id: 1 } as never,
    });
    expect(sentBody(fetch)).toEqual({ management_function: 'supermanager' });
    expect(data.management_function).toBe('supermanager');
    await expect(
      managers.update({
        id: 5,
        data: { management_function: 'gamesmanager' },
        previousData: { id: 5 } as never,
      }),
    ).rejects.toMatchObject({
      status: 409,
      body: { status_message: 'NOT_MODIFIED', errors: { user_id: 'validation.manager_self' } },
    });
  });

  it('removing is DELETE ?user_id=; removing a non-manager is refused', async () => {
    const { managers, fetch } = adapterWith(fixtures.remove);
    const previous = { id: 1, first_name: 'Thomas' } as never;
    const { data } = await managers.delete({ id: 1, previousData: previous });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/managers-management/?user_id=1');
    expect(data).toBe(previous);
    const again = adapterWith(fixtures.removeAgain);
    await expect(again.managers.delete({ id: 1 })).rejects.toMatchObject({
      status: 404,
      message: 'status.NOT_A_MANAGER',
    });
  });

  it('a games manager is refused the list (403)', async () => {
    const { managers } = adapterWith(fixtures.listAsGames);
    await expect(managers.getList({})).rejects.toMatchObject({ status: 403 });
  });

  it('spells the function out from the flags', () => {
    const base = { id: 1, first_name: '', last_name: '', email_phone_number: '' };
    const flags = { is_supermanager: false, is_gamesmanager: false, is_paymentsmanager: false };
    expect(functionOf({ ...base, ...flags, is_paymentsmanager: true })).toBe('paymentsmanager');
    expect(functionOf({ ...base, ...flags, is_gamesmanager: true })).toBe('gamesmanager');
  });
});
