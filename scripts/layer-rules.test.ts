import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of README's Layout, held by eslint.config.js: each case lints a one-line file at a path (no such file needs to exist).
const eslint = new ESLint();
async function importProblems(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const value = 1;\n`, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('server areas', () => {
  it.each([
    ['server/orders/routes.ts', "import { eq } from 'drizzle-orm';"],
    ['server/admin/orders/refund-routes.ts', "import { orders } from '../../db/schema';"],
    ['server/catalogue/catalog-routes.ts', "import { sql } from 'drizzle-orm/sql';"],
  ])(
    'a route file holds no SQL: %s is refused %s',
    async (path, source) => {
      expect(await importProblems(path, source)).toEqual([expect.stringContaining('Routes hold no SQL')]);
    },
    30_000,
  );

  it.each([
    ['server/orders/repository.ts', "import { eq } from 'drizzle-orm';"],
    ['server/orders/order-service.ts', "import { orders } from '../db/schema';"],
  ])(
    'its repository and service may: %s',
    async (path, source) => {
      expect(await importProblems(path, source)).toEqual([]);
    },
    30_000,
  );
});

describe('browser layers', () => {
  it('a view never imports the app shell', async () => {
    expect(await importProblems('src/views/cart/cart-page.tsx', "import { App } from '../../app/app';")).toHaveLength(1);
  }, 30_000);

  it('an actor never imports a view', async () => {
    expect(await importProblems('src/actors/root-actor.tsx', "import { NotFoundPage } from '../views/not-found-page';")).toHaveLength(1);
  }, 30_000);

  it('a view reaches actors through src/actors', async () => {
    expect(await importProblems('src/views/cart/cart-page.tsx', "import { useCartActor } from '../../actors/shop-actors';")).toEqual([]);
  }, 30_000);
});
