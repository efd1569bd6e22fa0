import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchSpaRoute, spaRoutes } from './spa-routes';

const source = (file: string) => readFileSync(new URL(`../../src/app/${file}`, import.meta.url), 'utf8');

/** The `path` of every <Route> of a router's source, `/*` added to a nested one; path-less routes (layout, not-found) left out. */
function routePaths(code: string): { literal: string[]; expressions: string[] } {
  const literal: string[] = [];
  const expressions: string[] = [];
  for (const [tag] of code.matchAll(/<Route\b[^>]*>/g)) {
    const text = /\bpath="([^"]+)"/.exec(tag)?.[1];
    const expression = /\bpath=\{([^}]+)\}/.exec(tag)?.[1];
    if (text) literal.push(/\bnest\b/.test(tag) ? `${text.replace(/\/$/, '')}/*` : text);
    if (expression) expressions.push(expression.trim());
  }
  return { literal, expressions };
}

/** The client's pages as src/app's routers declare them: app.tsx, and CheckoutRoutes for its `checkoutPages` route. */
function clientRoutes(): string[] {
  const app = routePaths(source('app.tsx'));
  expect(app.expressions, 'app.tsx routes whose path this test cannot read').toEqual(['Pages.checkoutPages']);
  return [...app.literal, ...routePaths(source('checkout-routes.tsx')).literal];
}

describe("the server's list of the client's pages", () => {
  it("is the list of src/app's routers (add a route to both, or this fails)", () => {
    expect(spaRoutes.map((route) => route.pattern).sort()).toEqual(clientRoutes().sort());
  });

  it('matches as wouter does: a parameter is one segment, case and a trailing slash ignored', () => {
    expect(matchSpaRoute('/')).toEqual({ kind: 'home', param: undefined, rendered: 'alone' });
    expect(matchSpaRoute('/details/12')).toEqual({ kind: 'product', param: '12', rendered: 'alone' });
    expect(matchSpaRoute('/Details/12/')).toEqual({ kind: 'product', param: '12', rendered: 'alone' });
    expect(matchSpaRoute('/info/%C3%A9t%C3%A9')).toEqual({ kind: 'info', param: 'été', rendered: 'alone' });
    expect(matchSpaRoute('/info/%E0%A4%A')).toEqual({ kind: 'info', param: '%E0%A4%A', rendered: 'alone' });
    expect(matchSpaRoute('/auth/login/verify')?.kind).toBe('page');
    expect(matchSpaRoute('/authx')).toBeNull();
    expect(matchSpaRoute('/details/12/reviews')).toBeNull();
    expect(matchSpaRoute('/details/')).toBeNull();
    expect(matchSpaRoute('//')).toBeNull();
  });
});
