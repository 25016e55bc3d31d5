import type { FastifyReply } from 'fastify';

const serialized = new WeakMap<object, string>();

/**
 * Sends an answer as JSON text made once per object. The catalogue hands out
 * the same cached object to every request while it lives, so its text is
 * made once too instead of at every request; the route's response schema
 * still documents the shape.
 */
export function sendJson(reply: FastifyReply, value: object) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
