import { loginSchema } from '@quiz/shared/validation';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { notAuthenticated } from '../src/domain/errors';
import { ApiError } from '../src/errors';
import { inputValidator } from '../src/http/input-validator';
import { formBody } from '../src/http/validate';
import errors from '../src/plugins/errors';
import { serverOptions } from '../src/server-options';

async function appWith(handler: () => unknown) {
  const app = Fastify({ ...serverOptions, logger: false });
  app.setValidatorCompiler(inputValidator);
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

  it("answers the domain's refusal of a login whose account is gone with 401", async () => {
    const app = await appWith(() => {
      throw notAuthenticated();
    });
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'ok' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status_message: 'NOT_AUTHENTICATED' });
  });

  it('names the missing and bad query fields of a route whose body is a shared form', async () => {
    const app = Fastify({ ...serverOptions, logger: false });
    app.setValidatorCompiler(inputValidator);
    await app.register(errors);
    app.post(
      '/form',
      {
        validatorCompiler: formBody(loginSchema),
        schema: {
          querystring: Type.Object({ step: Type.Enum(['one', 'two']), page: Type.Integer() }),
          body: Type.Object({ username: Type.String(), password: Type.String() }),
        },
      },
      (request) => ({ query: request.query }),
    );
    const body = { username: 'me@example.cm', password: 'x' };
    const missing = await app.inject({ method: 'POST', url: '/form?page=2', payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status_message: 'BAD',
      errors: { step: 'validation.required' },
    });
    const bad = await app.inject({ method: 'POST', url: '/form?step=three&page=2', payload: body });
    expect(bad.json()).toEqual({
      status_message: 'BAD',
      errors: { step: 'validation.value_invalid' },
    });
    // Path and query strings are converted as the default validator converts them.
    const good = await app.inject({ method: 'POST', url: '/form?step=one&page=2', payload: body });
    expect(good.json()).toEqual({ query: { step: 'one', page: 2 } });
    const form = await app.inject({ method: 'POST', url: '/form?step=one&page=2', payload: {} });
    expect(form.json()).toEqual({
      status_message: 'BAD',
      errors: { username: 'validation.required', password: 'validation.required' },
    });
  });
});
