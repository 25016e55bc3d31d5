import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults: SQLite under the data folder, port 3000, seeding on', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/mock-api[/\\]data$/);
    expect(config.SEED).toBe(true);
  });

  it('reads the port, data folder and PostgreSQL URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/quiz',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('/tmp/quiz');
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it('takes an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('refuses bad values at boot', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  const secret = 'a-production-secret-of-32-characters-or-more';
  /** production with its payments said: none */
  const prod = { NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_SANDBOX: 'false' };

  it('refuses to start in production without JWT_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
    expect(loadConfig(prod).JWT_SECRET).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });

  it('seeds the demo data by default in development and test, in production only when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED: 'false' }).SEED).toBe(false);
    expect(loadConfig(prod).SEED).toBe(false);
    expect(loadConfig({ ...prod, SEED: '' }).SEED).toBe(false);
    expect(loadConfig({ ...prod, SEED: 'true' }).SEED).toBe(true);
  });

  it('pays through the sandbox by default in development and test, in production only when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SANDBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_SANDBOX).toBe(true);
    // Production says how it takes payments: it does not boot on a default.
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /PAYMENT_ROUTES.*PAYMENT_SANDBOX/,
    );
    expect(loadConfig(prod).PAYMENT_SANDBOX).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_SANDBOX: 'true' })
        .PAYMENT_SANDBOX,
    ).toBe(true);
  });
});
