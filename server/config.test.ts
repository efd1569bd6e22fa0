import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, simulatorPaydunyaKeys } from './config';

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.sn',
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  FIREBASE_PROJECT_ID: 'baobab-shop',
  FIREBASE_API_KEY: 'AIzaSyExample',
  PAYDUNYA_MODE: 'live',
  PAYDUNYA_MASTER_KEY: 'master',
  PAYDUNYA_PRIVATE_KEY: 'live_private_abc',
  PAYDUNYA_TOKEN: 'token',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'auth-token',
  TWILIO_SENDER: 'Baobab',
};

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      staticDir: path.resolve('dist'),
      dataDir: path.resolve('.data'),
      database: { kind: 'pglite', dataDir: path.resolve('.data', 'pglite') },
      firebase: { projectId: 'demo-baobab', apiKey: 'demo-api-key', authDomain: 'demo-baobab.firebaseapp.com', authEmulatorHost: null },
      paydunya: { mode: 'simulator', ...simulatorPaydunyaKeys },
      logLevel: 'info',
      writeRateLimit: 60,
      trustProxy: false,
    });
  });

  it('derives the public URL from the port and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '9000', HOST: '  ', DATABASE_URL: '' });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.host).toBe('0.0.0.0');
    expect(config.database.kind).toBe('pglite');
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@localhost:5432/shop' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://u@localhost:5432/shop' });
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.paydunya).toEqual({ mode: 'live', masterKey: 'master', privateKey: 'live_private_abc', token: 'token' });
    expect(config.publicUrl).toBe('https://shop.example.sn');
  });

  it('reads the emulator host, the rate limit and the proxy setting', () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', WRITE_RATE_LIMIT: '5', TRUST_PROXY: '1' });
    expect(config.firebase.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.writeRateLimit).toBe(5);
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('names every invalid variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/shop',
      PAYDUNYA_MODE: 'cash',
      WRITE_RATE_LIMIT: '0',
      LOG_LEVEL: 'loud',
      FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'PAYDUNYA_MODE', 'WRITE_RATE_LIMIT', 'LOG_LEVEL', 'FIREBASE_AUTH_EMULATOR_HOST']),
    );
    expect(problems).toHaveLength(6);
  });

  it('reads when to ask PayDunya about a payment itself and the simulator’s late notification, within bounds', () => {
    expect(loadConfig({})).toMatchObject({ paymentReconcileAfterSeconds: 120, paydunyaSimLateIpnMs: 60_000 });
    expect(loadConfig({ PAYMENT_RECONCILE_AFTER_SECONDS: '5', PAYDUNYA_SIM_LATE_IPN_MS: '250' })).toMatchObject({
      paymentReconcileAfterSeconds: 5,
      paydunyaSimLateIpnMs: 250,
    });
    expect(problemsOf({ PAYMENT_RECONCILE_AFTER_SECONDS: '0', PAYDUNYA_SIM_LATE_IPN_MS: 'soon' })).toEqual([
      expect.stringMatching(/^PAYMENT_RECONCILE_AFTER_SECONDS: must be at least 1/),
      expect.stringMatching(/^PAYDUNYA_SIM_LATE_IPN_MS: must be a whole number of milliseconds/),
    ]);
  });

  it('gives a readable message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/Invalid server configuration:\n {2}- PORT: must be a port number/);
  });

  it('refuses the Auth emulator in production, where firebase-admin would accept unsigned tokens', () => {
    expect(problemsOf({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/),
    ]);
  });

  it('requires real Firebase and PayDunya settings and a public URL in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID', 'PAYDUNYA_MODE', 'PUBLIC_URL', 'SMS_PROVIDER'].sort(),
    );
  });

  it('requires the three PayDunya keys in sandbox and live modes', () => {
    const problems = problemsOf({ PAYDUNYA_MODE: 'sandbox' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'PAYDUNYA_MASTER_KEY',
      'PAYDUNYA_PRIVATE_KEY',
      'PAYDUNYA_TOKEN',
    ]);
  });

  it('requires Twilio’s account, token and sender with SMS_PROVIDER=twilio, and checks their form', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio' }).map((problem) => problem.split(':')[0])).toEqual([
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_SENDER',
    ]);
    expect(
      problemsOf({ ...production, TWILIO_ACCOUNT_SID: 'AB123', TWILIO_SENDER: 'Baobab Shop Dakar' }).map((p) => p.split(':')[0]),
    ).toEqual(['TWILIO_ACCOUNT_SID', 'TWILIO_SENDER']);
    const service = loadConfig({ ...production, TWILIO_SENDER: `MG${'a'.repeat(32)}` });
    expect(service.sms).toMatchObject({ provider: 'twilio', twilio: { sender: `MG${'a'.repeat(32)}` }, retryBaseSeconds: 30 });
    expect(loadConfig({}).sms).toEqual({ provider: 'simulator', twilio: null, retryBaseSeconds: 30 });
  });

  it('checks the private key matches the mode', () => {
    const keys = { PAYDUNYA_MASTER_KEY: 'm', PAYDUNYA_TOKEN: 't' };
    expect(problemsOf({ ...keys, PAYDUNYA_MODE: 'sandbox', PAYDUNYA_PRIVATE_KEY: 'live_private_x' })).toEqual([
      'PAYDUNYA_PRIVATE_KEY: must start with test_private_ when PAYDUNYA_MODE=sandbox',
    ]);
    expect(problemsOf({ ...keys, PAYDUNYA_MODE: 'live', PAYDUNYA_PRIVATE_KEY: 'test_private_x' })).toEqual([
      'PAYDUNYA_PRIVATE_KEY: must start with live_private_ when PAYDUNYA_MODE=live',
    ]);
    expect(loadConfig({ ...keys, PAYDUNYA_MODE: 'sandbox', PAYDUNYA_PRIVATE_KEY: 'test_private_x' }).paydunya.mode).toBe('sandbox');
  });

  it('uses fixed local keys for the simulator', () => {
    expect(loadConfig({ PAYDUNYA_PRIVATE_KEY: 'live_private_ignored' }).paydunya).toEqual({ mode: 'simulator', ...simulatorPaydunyaKeys });
  });
});
