import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors';
import errors from '../src/plugins/errors';
import { serverOptions } from '../src/server-options';

async function appWith(handler: () => unknown) {
  const app = Fastify({ ...serverOptions, logger: false });
  await app.register(errors);
  app.post(
    '/thing',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 2 }, age: { type: 'integer' } },
        },
      },
    },
    handler,
  );
  return app;
}

describe('error handler', () => {
  it('hides the details of unexpected errors behind a bare 500 FAIL', async () => {
    const app = await appWith(() => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'ok' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status_message: 'FAIL' });
    expect(res.body).not.toContain('secret');
  });

  it('answers schema violations with BAD and a message key per field', async () => {
    const app = await appWith(() => ({}));
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { age: 'old' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_message: 'BAD',
      errors: { name: 'validation.required', age: 'validation.value_invalid' },
    });
  });

  it('passes an ApiError through with its status, code and fields', async () => {
    const app = await appWith(() => {
      throw new ApiError(400, 'INVALID_PASSWORD', {
        errors: { password: 'status.INVALID_PASSWORD' },
      });
    });
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'ok' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_message: 'INVALID_PASSWORD',
      errors: { password: 'status.INVALID_PASSWORD' },
    });
  });

  it('answers a wrong content type as a client error', async () => {
    const app = await appWith(() => ({}));
    const res = await app.inject({
      method: 'POST',
      url: '/thing',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status_message).toBe('BAD');
  });
});
