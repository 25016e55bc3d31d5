import { describe, expect, it } from 'vitest';
import { api } from './index';
import { PLAYER_PAGES, pagePattern } from './player';

describe('auth and content paths', () => {
  it('builds the token, session and sign-up paths', () => {
    expect(api.auth.token()).toBe('/api/token/');
    expect(api.auth.refresh()).toBe('/api/token/refresh/');
    expect(api.auth.checkAuthentication()).toBe('/api/check-authentication/');
    expect(api.auth.checkUser('677123456')).toBe('/api/check-user/677123456/');
    expect(api.auth.signup()).toBe('/api/signup/');
    expect(api.auth.signupVerification('jean@mail.cm')).toBe(
      '/api/signup/verification/?username=jean%40mail.cm',
    );
    expect(api.auth.resendVerificationCode('677123456')).toBe(
      '/api/signup/resend-verification-code/?username=677123456',
    );
  });

  it('builds the three forgot-password steps', () => {
    expect(api.auth.forgotPassword('677123456')).toBe('/api/forgot-password/?username=677123456');
    expect(api.auth.forgotPasswordValidation('677123456')).toBe(
      '/api/forgot-password/?step=validation&username=677123456',
    );
    expect(api.auth.forgotPasswordReset('677123456', 'T&1')).toBe(
      '/api/forgot-password/?step=password_reset&transaction_code=T%261&username=677123456',
    );
  });

  it('builds population, terms and help paths', () => {
    expect(api.content.populate()).toBe('/api/populate/');
    expect(api.content.populate('fr')).toBe('/api/populate/?lang=fr');
    expect(api.content.terms('en')).toBe('/api/terms-&-conditions/en/');
    expect(api.content.help('fr')).toBe('/api/help/fr/');
  });
});

describe('me paths', () => {
  it('builds profile, details, logout, deletion and payment info', () => {
    expect(api.me.profile()).toBe('/api/me/');
    expect(api.me.details()).toBe('/api/me/details/');
    expect(api.me.logout()).toBe('/api/me/logout/');
    expect(api.me.delete('p@ss word')).toBe('/api/me/delete/?password=p%40ss%20word');
    expect(api.me.removeProfilePic()).toBe('/api/me/?index=remove_profile_pic');
    expect(api.me.paymentInfo()).toBe('/api/me/payment-info/');
  });

  it('encodes the index and adds the field when given', () => {
    expect(api.me.update({ index: 'player_name', field: 'profile' })).toBe(
      '/api/me/?index=player_name&field=profile',
    );
    expect(api.me.update({ index: 'sound' })).toBe('/api/me/?index=sound');
    expect(api.me.update({ index: 'switch navigation mode', field: 'profile' })).toBe(
      '/api/me/?index=switch%20navigation%20mode&field=profile',
    );
    expect(api.me.update({ index: 'switch theme', field: 'settings' })).toBe(
      '/api/me/?index=switch%20theme&field=settings',
    );
  });
});

describe('games paths', () => {
  it('builds catalogue paths', () => {
    expect(api.games.indexes()).toBe('/api/games/indexes/0/');
    expect(api.games.index(4)).toBe('/api/games/index/4/');
    expect(api.games.quote()).toBe('/api/games/quote/');
    expect(api.games.preferences()).toBe('/api/games/preferences/');
    expect(api.games.switchPreference(3)).toBe('/api/games/preference/3/switch/');
  });

  it('builds paged game and challenge lists with their optional query', () => {
    expect(api.games.list({ type: 'trending', page: 1, size: 14 })).toBe(
      '/api/games/get/trending/1/14/',
    );
    expect(
      api.games.list({ type: 'latest', page: 2, size: 6, serializerType: 'light', gameIndexId: 5 }),
    ).toBe('/api/games/get/latest/2/6/?serializer_type=light&game_index_id=5');
    expect(
      api.games.challenges({ type: 'started_by_friends', page: 3, size: 14, gameIndexId: 2 }),
    ).toBe('/api/games/challenges/get/started_by_friends/3/14/?game_index_id=2');
  });

  it('builds play and challenge paths', () => {
    expect(api.games.playOverview(12)).toBe('/api/games/play-overview/12/');
    expect(api.games.playOnDetector()).toBe('/api/games/play-on-detector/');
    expect(api.games.challengeStart()).toBe('/api/games/challenge/start/');
    expect(api.games.challengeOverview(7)).toBe('/api/games/challenge/overview/7/');
    expect(api.games.challengeResult(7)).toBe('/api/games/challenge/result/7/');
    expect(api.games.score(12, 30)).toBe('/api/games/12/30/score/');
    expect(api.games.soloResults(2)).toBe('/api/games/results/solo/2/');
    expect(api.games.soloResult(9)).toBe('/api/games/result/solo/9/');
  });

  it('builds my-challenges paths', () => {
    expect(api.games.myChallenges({ kind: 'results', page: 1, size: 10 })).toBe(
      '/api/games/my-challenges/results/1/10/',
    );
    expect(api.games.myChallenges({ kind: 'started', page: 2, size: 10, indicators: true })).toBe(
      '/api/games/my-challenges/started/2/10/?indicators=true',
    );
    expect(api.games.myChallengesInvitations(1, 10)).toBe(
      '/api/games/my-challenges-invitations/1/10/',
    );
    expect(api.games.declineInvitation(5)).toBe('/api/games/challenge/invitation/5/decline/');
  });
});

describe('badges, stats, hall of fame, users and ads paths', () => {
  it('builds them', () => {
    expect(api.badges.types()).toBe('/api/badges/types/all/');
    expect(api.badges.user('me')).toBe('/api/badges/user/me/');
    expect(api.badges.user(8)).toBe('/api/badges/user/8/');
    expect(api.badges.users(3, 2)).toBe('/api/badge/users/3/2/');
    expect(api.stats.general()).toBe('/api/general-stats/');
    expect(api.stats.mine()).toBe('/api/my-stats/');
    expect(api.hallOfFame.list('last_30', 1, 40)).toBe('/api/hall-of-fame/last_30/1/40/');
    expect(api.users.profile(8)).toBe('/api/user-profile/8/');
    expect(api.ads.bySpace(2)).toBe('/api/ads/2/');
  });
});

describe('friends, notifications and search paths', () => {
  it('builds friends paths', () => {
    expect(api.friends.unfriend(4)).toBe('/api/me/my-friends/unfriend/4/');
    expect(api.friends.accept(4)).toBe('/api/me/my-friends/request/4/accept/');
    expect(api.friends.decline(4)).toBe('/api/me/my-friends/request/4/decline/');
    expect(api.friends.cancel(4)).toBe('/api/me/my-friends/request/4/cancel/');
    expect(api.friends.send(4)).toBe('/api/me/my-friends/request/4/send/');
    expect(api.friends.list(1)).toBe('/api/me/my-friends/1/');
    expect(api.friends.list(1, true)).toBe('/api/me/my-friends/1/?indicators=true');
    expect(api.friends.all()).toBe('/api/me/my-friends/all/');
    expect(api.friends.requests(2)).toBe('/api/me/my-friends/requests/list/2/');
  });

  it('builds notifications paths', () => {
    expect(api.notifications.list(3)).toBe('/api/me/notifications/?step=3');
    expect(api.notifications.delete(11)).toBe(
      '/api/me/notifications/?spec=delete_element&notification_id=11',
    );
    expect(api.notifications.clear()).toBe('/api/me/notifications/?spec=clear');
  });

  it('encodes the search text and repeats indexes', () => {
    expect(api.search.quizzes('capitale du monde', 1)).toBe(
      '/api/search/quizzes/capitale%20du%20monde/1/',
    );
    expect(api.search.quizzes('foot', 2, [1, 3])).toBe(
      '/api/search/quizzes/foot/2/?indexes=1&indexes=3',
    );
    expect(api.search.challenges('a/b', 1, [4])).toBe('/api/search/challenges/a%2Fb/1/?indexes=4');
    expect(api.search.friends('Éloïse', 1)).toBe('/api/search/friends/%C3%89lo%C3%AFse/1/');
    expect(api.search.results('quiz', 3)).toBe('/api/search/results/quiz/3/');
  });
});

describe('credits and gains paths', () => {
  it('builds them', () => {
    expect(api.credits.mine()).toBe('/api/me/my-credits/');
    expect(api.credits.buyState('om', 42)).toBe('/api/buy-credits/om/42/state/');
    expect(api.credits.requests.sent(1)).toBe('/api/me/my-credits/request/sender/1/');
    expect(api.credits.requests.received(2)).toBe('/api/me/my-credits/request/receiver/2/');
    expect(api.credits.requests.init()).toBe('/api/me/my-credits/request/sender/init/');
    expect(api.credits.requests.cancel(6)).toBe('/api/me/my-credits/request/sender/cancel/6/');
    expect(api.credits.requests.decline(6)).toBe('/api/me/my-credits/request/receiver/decline/6/');
    expect(api.credits.requests.accept(6)).toBe('/api/me/my-credits/request/receiver/accept/6/');
    expect(api.gains.mine()).toBe('/api/me/my-gains/');
    expect(api.gains.cashout('mtn')).toBe('/api/me/my-gains/cashout/mtn/');
    expect(api.gains.cashoutState('om', 9)).toBe('/api/me/my-gains/cashout/om/9/state/');
  });
});

describe('socket and dev paths', () => {
  it('puts the token and play parameters in the query', () => {
    expect(api.ws.playGame({ token: 'a.b.c', gameId: 12, type: 'solo' })).toBe(
      '/ws/play-game/?token=a.b.c&game_id=12&type=solo',
    );
    expect(api.ws.playGame({ token: 't', gameId: 12, type: 'challenge', challengeId: 3 })).toBe(
      '/ws/play-game/?token=t&game_id=12&type=challenge&challenge_id=3',
    );
    expect(api.ws.news('t=1')).toBe('/ws/news/?token=t%3D1');
    expect(api.ws.buyCredits('t')).toBe('/ws/buy-credits/?token=t');
    expect(api.ws.cashout('t')).toBe('/ws/cashout/?token=t');
    expect(api.dev.outbox()).toBe('/api/dev/outbox/');
  });
});

describe('pages of the player site', () => {
  const matches = (page: string, pathname: string) => pagePattern(page).test(pathname);

  it('lists each page once, every one a path', () => {
    expect(new Set(PLAYER_PAGES).size).toBe(PLAYER_PAGES.length);
    for (const page of PLAYER_PAGES) expect(page).toMatch(/^\//);
  });

  it('match a path as the router does: parameters, wildcard, trailing slash, any case', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/explore', '/explore')).toBe(true);
    expect(matches('/explore', '/Explore/')).toBe(true);
    expect(matches('/explore', '/explore/more')).toBe(false);
    expect(matches('/category/:indexId', '/category/12')).toBe(true);
    expect(matches('/category/:indexId', '/category/')).toBe(false);
    expect(matches('/category/:indexId', '/category/12/games')).toBe(false);
    expect(matches('/user-profile/*', '/user-profile/4/badges')).toBe(true);
    expect(matches('/user-profile/*', '/user-profile')).toBe(false);
    expect(matches('/terms-&-conditions', '/terms-&-conditions')).toBe(true);
  });
});
