// Records the answers the data-provider and auth tests replay: starts the built
// server (node mock-api/dist/server.js) on a fresh seeded database, calls it as the
// back office does, and writes each request with its answer (status, the headers
// react-admin reads, body) under src/dataProvider/fixtures/<resource>.json.
// Tokens are replaced by placeholders: the tests make their own.
//
//   npm run build -w mock-api && npm run record -w admin
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltServer } from '../../tests/support/server.mjs';

/** A 1x1 PNG, for the pictures the forms send. */
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const out = new URL('../src/dataProvider/fixtures/', import.meta.url).pathname;
const server = await startBuiltServer({
  env: { SEED: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
});

/** One call, as recorded: what was sent and what came back. */
async function call(method, path, { token, body, form } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(server.url + path, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  const recorded = {
    request: { method, path, ...(body === undefined ? {} : { body }) },
    response: {
      status: response.status,
      headers: Object.fromEntries(
        ['content-range'].flatMap((name) =>
          response.headers.has(name) ? [[name, response.headers.get(name)]] : [],
        ),
      ),
      body: text ? JSON.parse(text) : null,
    },
  };
  if (form)
    recorded.request.multipart = Object.fromEntries(
      [...form.keys()].map((k) => [k, typeof form.get(k) === 'string' ? form.get(k) : '<file>']),
    );
  return recorded;
}

async function login(username, password) {
  const answer = await call('POST', '/api/token/', { body: { username, password } });
  if (answer.response.status !== 200) throw new Error(`cannot log in ${username}`);
  return answer.response.body.access;
}

function hideTokens(recorded) {
  if (recorded.request.body?.password) recorded.request.body.password = '<password>';
  const body = recorded.response.body;
  if (body && typeof body.access === 'string') body.access = '<access>';
  if (body && typeof body.refresh === 'string') body.refresh = '<refresh>';
  return recorded;
}

function save(name, recordings) {
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(recordings, null, 2)}\n`);
  console.log(`recorded ${Object.keys(recordings).length} answers in fixtures/${name}.json`);
}

try {
  const superToken = await login('super@quiz.cm', 'super-demo-2026');
  const gamesToken = await login('games@quiz.cm', 'games-demo-2026');
  const playerToken = await login('player@quiz.cm', 'player-demo-2026');
  const managersPath = '/api/admin/super/managers-management/';
  const lookUp = (value) =>
    `/api/admin/super/get-user-details/?email_phone=${encodeURIComponent(value)}`;

  // Auth: log-in, details of each kind of user, the super area's primary check.
  save('auth', {
    login: hideTokens(
      await call('POST', '/api/token/', {
        body: { username: 'super@quiz.cm', password: 'super-demo-2026' },
      }),
    ),
    loginWrongPassword: hideTokens(
      await call('POST', '/api/token/', {
        body: { username: 'super@quiz.cm', password: 'not-the-password' },
      }),
    ),
    detailsSuper: await call('GET', '/api/me/details/', { token: superToken }),
    detailsGames: await call('GET', '/api/me/details/', { token: gamesToken }),
    detailsPlayer: await call('GET', '/api/me/details/', { token: playerToken }),
    superCheckAsSuper: await call('GET', '/api/admin/super/primary-check/', { token: superToken }),
    superCheckAsGames: await call('GET', '/api/admin/super/primary-check/', { token: gamesToken }),
  });

  // Managers: list, the two steps of adding, changing the function, removing.
  const managers = {
    list: await call('GET', `${managersPath}?spec=*`, { token: superToken }),
    lookUpPlayer: await call('GET', lookUp('player@quiz.cm'), { token: superToken }),
    lookUpAdmin: await call('GET', lookUp('games@quiz.cm'), { token: superToken }),
    lookUpUnknown: await call('GET', lookUp('nobody@quiz.cm'), { token: superToken }),
    lookUpBad: await call('GET', lookUp('not an e-mail'), { token: superToken }),
  };
  const playerId = managers.lookUpPlayer.response.body.user_details.id;
  const superId = managers.list.response.body.managers.find((m) => m.is_supermanager).id;
  managers.add = await call('PUT', `${managersPath}?user_id=${playerId}`, {
    token: superToken,
    body: { management_function: 'gamesmanager' },
  });
  managers.update = await call('PUT', `${managersPath}?user_id=${playerId}`, {
    token: superToken,
    body: { management_function: 'supermanager' },
  });
  managers.updateSelf = await call('PUT', `${managersPath}?user_id=${superId}`, {
    token: superToken,
    body: { management_function: 'gamesmanager' },
  });
  managers.remove = await call('DELETE', `${managersPath}?user_id=${playerId}`, {
    token: superToken,
  });
  managers.removeAgain = await call('DELETE', `${managersPath}?user_id=${playerId}`, {
    token: superToken,
  });
  managers.listAsGames = await call('GET', `${managersPath}?spec=*`, { token: gamesToken });
  save('managers', managers);

  // Game indexes: the list (the player call), create with a picture, update, the two
  // refusals, a removal refused while active games use the index, and a removal.
  const indexesPath = '/api/admin/super/game-indexes-management/';
  const indexes = { list: await call('GET', '/api/games/indexes/0/', { token: superToken }) };
  const first = indexes.list.response.body.indexes[0];
  const indexForm = (fields) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return form;
  };
  const texts = {
    code: first.code,
    label_en: first.label_en,
    label_fr: first.label_fr,
    cover_description_en: first.cover_description_en,
    cover_description_fr: first.cover_description_fr,
  };
  const icon = new Blob([Buffer.from(PNG_PIXEL, 'base64')], { type: 'image/png' });
  const newTexts = {
    code: 'football',
    label_en: 'Football',
    label_fr: 'Football',
    cover_description_en: 'Every league',
    cover_description_fr: 'Tous les championnats',
  };
  const createForm = indexForm(newTexts);
  createForm.append('icon', icon, 'icon.png');
  indexes.create = await call('POST', indexesPath, { token: superToken, form: createForm });
  const createdId = indexes.create.response.body.game_index.id;
  indexes.update = await call('PUT', `${indexesPath}?index_id=${first.id}`, {
    token: superToken,
    form: indexForm({ ...texts, label_fr: `${first.label_fr} !` }),
  });
  indexes.updateRefused = await call('PUT', `${indexesPath}?index_id=${first.id}`, {
    token: superToken,
    form: indexForm({ ...texts, label_fr: '', cover_description_en: 'x'.repeat(600) }),
  });
  indexes.createRefused = await call('POST', indexesPath, {
    token: superToken,
    form: indexForm({ ...texts, code: '' }),
  });
  indexes.removeRefused = await call('DELETE', `${indexesPath}?index_id=${first.id}`, {
    token: superToken,
  });
  indexes.remove = await call('DELETE', `${indexesPath}?index_id=${createdId}`, {
    token: superToken,
  });
  save('indexes', indexes);

  // Games management: the wizard's primary data, a page, a search, a game, its
  // creation (refused, then made), deactivation and reactivation, a sheet's dry run.
  const gamesPath = '/api/admin/games/management/';
  const games = {
    primaryData: await call('GET', `${gamesPath}?option=primary_data`, { token: gamesToken }),
    list: await call('GET', `${gamesPath}?option=games&stepper=1`, { token: gamesToken }),
    search: await call('GET', '/api/admin/games/search/cameroun/1/', { token: gamesToken }),
    sorted: await call(
      'GET',
      `${gamesPath}?option=games&stepper=1&sort=title_fr&order=asc&status=active`,
      {
        token: gamesToken,
      },
    ),
  };
  const firstGame = games.list.response.body.list[0];
  const category = firstGame.indexes[0].id;
  games.category = await call(
    'GET',
    `${gamesPath}?option=games&stepper=1&status=inactive&game_index_id=${category}`,
    { token: gamesToken },
  );
  games.details = await call('GET', `${gamesPath}?option=game&game_id=${firstGame.id}`, {
    token: gamesToken,
  });
  const gameForm = (fields) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return form;
  };
  const question = {
    type: 'sc',
    data: {
      type: 'sc',
      label: 'Quelle est la capitale du Cameroun ?',
      label_en: 'What is the capital city of Cameroon?',
      choice_values: ['Douala', 'Yaoundé'],
      choice_values_en: ['Douala', 'Yaounde'],
      correction_ids: [1],
    },
  };
  const indexId = games.primaryData.response.body.indexes[0].id;
  const created = {
    title_fr: 'Capitales du continent',
    title_en: 'Capitals of the continent',
    indexes: JSON.stringify([indexId]),
    questions_answers: JSON.stringify([question]),
  };
  games.createRefused = await call('POST', gamesPath, {
    token: gamesToken,
    form: gameForm({ ...created, title_fr: 'Cap' }),
  });
  games.create = await call('POST', gamesPath, { token: gamesToken, form: gameForm(created) });
  const newId = games.create.response.body.game.id;
  games.deactivate = await call('PUT', `${gamesPath}?action=deactivate&game_id=${newId}`, {
    token: gamesToken,
  });
  games.reactivate = await call('PUT', `${gamesPath}?action=reactivate&game_id=${newId}`, {
    token: gamesToken,
  });
  const sheet = [
    'game_title_fr,game_title_en,game_indexes,type,label_fr,label_en,choice_1_fr,choice_1_en,choice_2_fr,choice_2_en,correction',
    `Jeu,Quiz title,${games.primaryData.response.body.indexes[0].label_en},sc,Question une,,Oui,Yes,Non,No,1`,
  ].join('\n');
  games.importRefused = await call('POST', '/api/admin/games/import/?dry_run=true', {
    token: gamesToken,
    form: gameForm({ file: new Blob([sheet], { type: 'text/csv' }) }),
  });
  save('games', games);

  // Badge types: the list, create with an icon, a refused update, deactivate and
  // activate. Quotes: a page, create, update, a refusal and a removal.
  const badgeTypesPath = '/api/admin/super/badge-types/';
  const badgeForm = (fields) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
    return form;
  };
  const badgeTexts = {
    type: 'friends',
    threshold: 3,
    number_of_units: 2,
    code_en: 'SOCIAL',
    code_fr: 'SOCIAL',
    title_en: 'Good company',
    title_fr: 'Bonne compagnie',
    description_en: 'Three friends on the platform',
    description_fr: 'Trois amis sur la plateforme',
    weight: 7,
    color: 'silver',
  };
  const badgeTypes = { list: await call('GET', badgeTypesPath, { token: superToken }) };
  const badgeCreateForm = badgeForm(badgeTexts);
  badgeCreateForm.append('icon', icon, 'icon.png');
  badgeTypes.create = await call('POST', badgeTypesPath, {
    token: superToken,
    form: badgeCreateForm,
  });
  const badgeId = badgeTypes.create.response.body.badge_type.id;
  badgeTypes.updateRefused = await call('PUT', `${badgeTypesPath}?badge_type_id=${badgeId}`, {
    token: superToken,
    form: badgeForm({ ...badgeTexts, title_fr: '', color: 'purple' }),
  });
  badgeTypes.deactivate = await call(
    'PUT',
    `${badgeTypesPath}?action=deactivate&badge_type_id=${badgeId}`,
    { token: superToken },
  );
  badgeTypes.activate = await call(
    'PUT',
    `${badgeTypesPath}?action=activate&badge_type_id=${badgeId}`,
    { token: superToken },
  );
  save('badgeTypes', badgeTypes);

  const quotesPath = '/api/admin/super/quotes/';
  const quoteTexts = {
    author: 'Manu Dibango',
    quote_en: 'Music is the only language everyone understands.',
    quote_fr: 'La musique est la seule langue que tout le monde comprend.',
  };
  const quotes = { page: await call('GET', `${quotesPath}?step=1`, { token: superToken }) };
  quotes.create = await call('POST', quotesPath, { token: superToken, body: quoteTexts });
  const quoteId = quotes.create.response.body.quote.id;
  quotes.update = await call('PUT', `${quotesPath}?quote_id=${quoteId}`, {
    token: superToken,
    body: { ...quoteTexts, author: 'Francis Bebey' },
  });
  quotes.createRefused = await call('POST', quotesPath, {
    token: superToken,
    body: { ...quoteTexts, author: '' },
  });
  quotes.remove = await call('DELETE', `${quotesPath}?quote_id=${quoteId}`, { token: superToken });
  save('quotes', quotes);

  // The audit trail through ra-data-simple-rest's conventions (after the managers' writes).
  save('audit', {
    list: await call(
      'GET',
      `/api/admin/super/audit?filter=${encodeURIComponent('{"area":"managers"}')}&range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["created_at","DESC"]')}`,
      { token: superToken },
    ),
  });
} finally {
  await server.stop();
}
