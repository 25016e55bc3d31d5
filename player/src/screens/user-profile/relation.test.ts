import type { Profile } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, friendRelation, MOVES, moveCall } from './relation';

const profile = (over: Partial<Profile>) =>
  ({ id: 9, is_friend: false, st_request: null, rc_request: null, ...over }) as Profile;
const request = (id: number) => ({ id }) as Profile['st_request'];

describe('friend relation on a profile', () => {
  it('reads friend, request sent, request received or none', () => {
    expect(friendRelation(profile({ is_friend: true }))).toBe('friend');
    expect(friendRelation(profile({ st_request: request(3) }))).toBe('request_sent');
    expect(friendRelation(profile({ rc_request: request(4) }))).toBe('request_received');
    expect(friendRelation(profile({}))).toBe('none');
  });

  it('offers the moves of each relation', () => {
    expect(MOVES).toEqual({
      friend: ['unfriend'],
      request_sent: ['cancel'],
      request_received: ['accept', 'decline'],
      none: ['invite'],
    });
  });

  it('calls the friends paths of the spec', () => {
    expect(moveCall('unfriend', profile({}))).toEqual({
      method: 'DELETE',
      path: '/api/me/my-friends/unfriend/9/',
    });
    expect(moveCall('cancel', profile({ st_request: request(3) })).path).toBe(
      '/api/me/my-friends/request/3/cancel/',
    );
    expect(moveCall('accept', profile({ rc_request: request(4) }))).toEqual({
      method: 'GET',
      path: '/api/me/my-friends/request/4/accept/',
    });
    expect(moveCall('invite', profile({}))).toEqual({
      method: 'POST',
      path: '/api/me/my-friends/request/9/send/',
    });
  });

  it('asks before unfriending only', () => {
    expect(CONFIRMATIONS).toEqual({ unfriend: 'profile.unfriend_question' });
  });
});
