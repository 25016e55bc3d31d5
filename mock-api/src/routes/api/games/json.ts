import type { FastifyReply } from 'fastify';

/** JSON text per route and answer object, while the object lives. */
const serialized = new Map<string, WeakMap<object, string>>();

/**
 * Sends a cached answer. The catalogue hands the same cached object to every
 * request while it lives, so its text is made once, by the route's response
 * schema like any other answer, instead of at every request.
 */
export function sendCached(reply: FastifyReply, value: object) {
  const route = `${reply.request.method} ${reply.request.routeOptions.url}`;
  let texts = serialized.get(route);
  if (!texts) {
    texts = new WeakMap();
    serialized.set(route, texts);
  }
  let json = texts.get(value);
  if (json === undefined) {
    // The response schemas serialize to text.
    json = String(reply.serialize(value));
    texts.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
