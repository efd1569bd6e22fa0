/**
 * The server's configuration, read once from the environment and validated as a whole, so a bad
 * setting stops the start with a message naming every wrong variable instead of half-starting.
 */
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export type PaydunyaMode = 'simulator' | 'sandbox' | 'live';
export type SmsProviderName = 'simulator' | 'twilio';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Origin the shop is reached at, without a trailing slash (e.g. for payment return urls). */
  publicUrl: string;
  /** Absolute path of the built SPA. */
  staticDir: string;
  /** Absolute path of the server's writable data. */
  dataDir: string;
  database: DatabaseTarget;
  firebase: {
    projectId: string;
    /** A web API key identifies the project to the client SDK; it is public by design. */
    apiKey: string;
    authDomain: string;
    /** `host:port` of the Auth emulator, or null for the real Firebase Auth. */
    authEmulatorHost: string | null;
  };
  paydunya: { mode: PaydunyaMode; masterKey: string; privateKey: string; token: string };
  /**
   * Who sends the shopper's text messages: the local simulator (its inbox at /sms-sim/) or Twilio, with its
   * account, auth token and sender (a number, an alphanumeric sender id, or a Messaging Service SID, MG…).
   */
  sms: {
    provider: SmsProviderName;
    twilio: { accountSid: string; authToken: string; sender: string } | null;
    /** The first retry's delay after a refused send, in seconds; each next one doubles it. */
    retryBaseSeconds: number;
  };
  logLevel: LogLevel;
  /** Writes (POST/PUT/PATCH/DELETE) allowed per minute per client IP. */
  writeRateLimit: number;
  /** Minutes an order may stay unpaid (since it was placed or its payment last started) before it expires. */
  unpaidOrderExpiryMinutes: number;
  /** Seconds a payment attempt may stay pending before the sweep asks PayDunya about it (a notification may be lost). */
  paymentReconcileAfterSeconds: number;
  /** How long the PayDunya simulator's "approve, notification late" waits before notifying, in ms. */
  paydunyaSimLateIpnMs: number;
  /** Redis that every server process counts the write rate limit in; null: each process counts alone. */
  redisUrl: string | null;
  /** Fastify's trustProxy: false, true, or the number of proxies in front of the server. */
  trustProxy: boolean | number;
  /**
   * How long a client may take, in ms: to send its headers, to send its whole request (a slow body
   * included), and to send the next request on a kept-alive connection. Past them Node closes the
   * socket, so a trickling client cannot hold a connection open.
   */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
}

/** Keys the simulator checks; they protect nothing and are never valid at PayDunya. */
export const simulatorPaydunyaKeys = {
  masterKey: 'simulator-master-key',
  privateKey: 'test_private_simulator',
  token: 'simulator-token',
} as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A slow client is cut within requestMs plus a second (Node checks connections every second, see app.ts). */
export const defaultTimeouts = { headersMs: 10_000, requestMs: 20_000, keepAliveMs: 72_000 } as const;

const timeoutMs = (defaultMs: number) =>
  optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 ms')
      .max(600_000, 'must be at most 600000 ms')
      .default(defaultMs),
  );

const hostPort = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65_535, 'must be a port number')
      .default(8080),
  ),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  DATA_DIR: optionalText.pipe(z.string().default('.data')),
  STATIC_DIR: optionalText.pipe(z.string().default('dist')),
  FIREBASE_PROJECT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id (6–30 lower-case letters, digits, dashes)')
      .default('demo-baobab'),
  ),
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(z.string().regex(hostPort, 'must be host:port, e.g. 127.0.0.1:9099').optional()),
  PAYDUNYA_MODE: optionalText.pipe(z.enum(['simulator', 'sandbox', 'live']).default('simulator')),
  PAYDUNYA_MASTER_KEY: optionalText,
  PAYDUNYA_PRIVATE_KEY: optionalText,
  PAYDUNYA_TOKEN: optionalText,
  SMS_PROVIDER: optionalText.pipe(z.enum(['simulator', 'twilio']).default('simulator')),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_SENDER: optionalText.pipe(
    z
      .string()
      .regex(
        /^\+[1-9]\d{6,14}$|^MG[0-9a-fA-F]{32}$|^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/,
        'must be an E.164 number, an alphanumeric sender id (at most 11 letters and digits) or a Messaging Service SID (MG…)',
      )
      .optional(),
  ),
  SMS_RETRY_BASE_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600 (an hour)')
      .default(30),
  ),
  LOG_LEVEL: optionalText.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  WRITE_RATE_LIMIT: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of writes per minute' })
      .int('must be a whole number of writes per minute')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(60),
  ),
  HEADERS_TIMEOUT_MS: timeoutMs(defaultTimeouts.headersMs),
  REQUEST_TIMEOUT_MS: timeoutMs(defaultTimeouts.requestMs),
  // Longer than the idle timeout of the usual proxies and load balancers (60 s), so they close first.
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs(defaultTimeouts.keepAliveMs),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  UNPAID_ORDER_EXPIRY_MINUTES: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(5, 'must be at least 5 (a wallet payment takes a few minutes)')
      .max(10_080, 'must be at most 10080 (a week)')
      .default(60),
  ),
  PAYMENT_RECONCILE_AFTER_SECONDS: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600 (an hour; orders expire after UNPAID_ORDER_EXPIRY_MINUTES)')
      .default(120),
  ),
  PAYDUNYA_SIM_LATE_IPN_MS: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be at least 0')
      .max(600_000, 'must be at most 600000 (ten minutes)')
      .default(60_000),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .union([z.enum(['true', 'false']), z.string().regex(/^\d{1,2}$/)], {
        error: 'must be true, false or the number of proxies in front of the server',
      })
      .optional(),
  ),
});

/** Rules across variables; read from the raw environment so they are reported with any other problem. */
function crossFieldProblems(raw: NodeJS.ProcessEnv): string[] {
  const get = (key: string) => raw[key]?.trim() || undefined;
  const problems: string[] = [];
  const production = get('NODE_ENV') === 'production';
  const mode = get('PAYDUNYA_MODE') ?? 'simulator';
  if (production && get('FIREBASE_AUTH_EMULATOR_HOST')) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set in production: firebase-admin would accept unsigned ID tokens');
  }
  if (production && !get('FIREBASE_API_KEY')) {
    problems.push('FIREBASE_API_KEY: is required in production (the web API key of the Firebase project)');
  }
  if (production && (get('FIREBASE_PROJECT_ID') ?? 'demo-').startsWith('demo-')) {
    problems.push('FIREBASE_PROJECT_ID: a demo- project exists only in the Auth emulator; set the real project id in production');
  }
  if (production && !get('PUBLIC_URL')) {
    problems.push('PUBLIC_URL: is required in production (the https origin shoppers use, for payment return links)');
  }
  if (production && mode === 'simulator') {
    problems.push('PAYDUNYA_MODE: the simulator approves payments without money; use sandbox or live in production');
  }
  if (mode === 'sandbox' || mode === 'live') {
    for (const key of ['PAYDUNYA_MASTER_KEY', 'PAYDUNYA_PRIVATE_KEY', 'PAYDUNYA_TOKEN']) {
      if (!get(key)) problems.push(`${key}: is required when PAYDUNYA_MODE=${mode}`);
    }
    const prefix = mode === 'sandbox' ? 'test_private_' : 'live_private_';
    const privateKey = get('PAYDUNYA_PRIVATE_KEY');
    if (privateKey && !privateKey.startsWith(prefix)) {
      problems.push(`PAYDUNYA_PRIVATE_KEY: must start with ${prefix} when PAYDUNYA_MODE=${mode}`);
    }
  }
  const smsProvider = get('SMS_PROVIDER') ?? 'simulator';
  if (production && smsProvider === 'simulator') {
    problems.push('SMS_PROVIDER: the simulator sends no text message to anyone; use twilio in production');
  }
  if (smsProvider === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SENDER']) {
      if (!get(key)) problems.push(`${key}: is required when SMS_PROVIDER=twilio`);
    }
  }
  const headersMs = Number(get('HEADERS_TIMEOUT_MS') ?? defaultTimeouts.headersMs);
  const requestMs = Number(get('REQUEST_TIMEOUT_MS') ?? defaultTimeouts.requestMs);
  // Node refuses a headers timeout longer than the whole request's.
  if (headersMs > requestMs) problems.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  return problems;
}

type Env = z.infer<typeof envSchema>;

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const field = issue.path.map(String).join('.') || '(environment)';
  return `${field}: ${issue.message}`;
};

/** Reads the configuration; throws a ConfigError listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [...(parsed.error?.issues.map(describeIssue) ?? []), ...crossFieldProblems(env)];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}

function toConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  const paydunya =
    env.PAYDUNYA_MODE === 'simulator'
      ? { mode: env.PAYDUNYA_MODE, ...simulatorPaydunyaKeys }
      : {
          mode: env.PAYDUNYA_MODE,
          masterKey: env.PAYDUNYA_MASTER_KEY ?? '',
          privateKey: env.PAYDUNYA_PRIVATE_KEY ?? '',
          token: env.PAYDUNYA_TOKEN ?? '',
        };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    staticDir: path.resolve(env.STATIC_DIR),
    dataDir,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    },
    paydunya,
    sms: {
      provider: env.SMS_PROVIDER,
      twilio:
        env.SMS_PROVIDER === 'twilio'
          ? { accountSid: env.TWILIO_ACCOUNT_SID ?? '', authToken: env.TWILIO_AUTH_TOKEN ?? '', sender: env.TWILIO_SENDER ?? '' }
          : null,
      retryBaseSeconds: env.SMS_RETRY_BASE_SECONDS,
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    writeRateLimit: env.WRITE_RATE_LIMIT,
    unpaidOrderExpiryMinutes: env.UNPAID_ORDER_EXPIRY_MINUTES,
    paymentReconcileAfterSeconds: env.PAYMENT_RECONCILE_AFTER_SECONDS,
    paydunyaSimLateIpnMs: env.PAYDUNYA_SIM_LATE_IPN_MS,
    redisUrl: env.REDIS_URL ?? null,
    timeouts: { headersMs: env.HEADERS_TIMEOUT_MS, requestMs: env.REQUEST_TIMEOUT_MS, keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS },
    trustProxy:
      env.TRUST_PROXY === undefined || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : Number(env.TRUST_PROXY),
  };
}
