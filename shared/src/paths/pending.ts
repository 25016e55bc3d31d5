/**
 * The calls of the player site whose API has not landed yet, by their dotted
 * name in `api` ('friends.unfriend'). The site hides the actions that need them
 * rather than offer a button that can only fail. The server's path test fails
 * when a listed call gains a route, so this list shrinks as the API grows and
 * the actions appear with it.
 */
import type { playerApi } from './player';

/** Dotted name of every path builder of a group: 'friends.unfriend', 'ws.news'… */
type CallNames<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => string
    ? `${Prefix}${K}`
    : CallNames<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type PlayerCall = CallNames<typeof playerApi>;

export const PENDING_CALLS: ReadonlySet<PlayerCall> = new Set<PlayerCall>([]);

/** Whether the server has the route behind this call. */
export function isServed(call: PlayerCall): boolean {
  return !PENDING_CALLS.has(call);
}
