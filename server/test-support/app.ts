/**
 * The one way tests get a running app: migrated, seeded database (see database.ts) and the real
 * `buildApp`, driven in-process with `app.inject()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { seedDatabase } from '../db/seed';
import { openTestDatabase, type TestDatabase } from './database';
import type { RenderShopPage } from '../../src/domain/page-render';
import type { ShopRendererSource } from '../seo/shop-renderer';

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The least a production server needs to start (PayDunya's sandbox, no Auth emulator), for createTestApp's env. */
export const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.sn',
  FIREBASE_PROJECT_ID: 'baobab-shop',
  FIREBASE_API_KEY: 'web-api-key',
  PAYDUNYA_MODE: 'sandbox',
  PAYDUNYA_MASTER_KEY: 'master',
  PAYDUNYA_PRIVATE_KEY: 'test_private_key',
  PAYDUNYA_TOKEN: 'token',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'auth-token',
  TWILIO_SENDER: 'Baobab',
};

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Seed the catalogue (default true). */
  seed?: boolean;
  /** Seeding time, and the server's clock when set (default: the real clock). */
  now?: Date;
  logStream?: NodeJS.WritableStream;
  /** Routes a test needs besides the real ones (e.g. a throwaway POST for the rate limit). */
  extraRoutes?: (app: App) => void;
  /** The first screens' renderer (sourceShopRenderer renders from src/, as the build would). */
  renderer?: ShopRendererSource;
}

/** The shop's renderer straight from its sources (Vitest compiles them as Vite's build does), once per test file. */
export const sourceShopRenderer: ShopRendererSource = async () => {
  // A path in a variable: lint keeps server/ from importing src/ other than src/domain, and a test may.
  const entry = new URL('../../src/entry-server.tsx', import.meta.url).href;
  const module = (await import(/* @vite-ignore */ entry)) as { renderShopPage: RenderShopPage };
  return module.renderShopPage;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'baobab-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(scratch, 'data'),
    STATIC_DIR: path.join(scratch, 'no-client-build'),
    ...options.env,
  });
  const database = await openTestDatabase();
  try {
    await database.migrate();
    if (options.seed !== false) await seedDatabase(database.db, { now: options.now ?? new Date() });
    const fixedNow = options.now;
    const app = await buildApp(config, {
      db: database.db,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(fixedNow ? { now: () => new Date(fixedNow) } : {}),
      ...(options.renderer ? { renderer: options.renderer } : {}),
    });
    options.extraRoutes?.(app);
    await app.ready();
    return {
      app,
      config,
      database,
      async close() {
        await app.close();
        await database.close();
        await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
