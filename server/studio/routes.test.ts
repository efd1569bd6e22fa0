/**
 * The last generated-paths run lent to the flow studio: served where the studio is (outside production, or
 * with FLOW_STUDIO=1), absent in production otherwise; only the report's screenshots, whatever the address asks.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathsReportResponseSchema, screenshotUrl } from '../../src/domain/paths-report';
import { fixturePathsReport } from '../../src/domain/testing/paths-report';
import { createTestApp, productionEnv as production, type TestApp } from '../test-support/app';
import { parseError, parseOk } from '../test-support/responses';

/** The smallest PNG (one transparent pixel), standing for a screenshot. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const secret = 'NOT FOR THE STUDIO';

let scratch: string;
/** scratch/reports/paths: the fixture report; scratch/secret.png and scratch/reports/secret.png lie outside it. */
let reportDir: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-paths-report-'));
  reportDir = path.join(scratch, 'reports', 'paths');
  await mkdir(path.join(reportDir, 'screenshots', 'contact'), { recursive: true });
  await writeFile(path.join(reportDir, 'summary.json'), JSON.stringify(fixturePathsReport));
  for (const played of fixturePathsReport.machines.contact!.played) {
    for (const shot of played.screenshots) await writeFile(path.join(reportDir, 'screenshots', 'contact', shot.file), onePixelPng);
  }
  await writeFile(path.join(scratch, 'secret.png'), secret);
  await writeFile(path.join(scratch, 'reports', 'secret.png'), secret);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

/** An app built with FLOW_STUDIO and PATHS_REPORT_DIR as the server process would read them. */
async function appWith(env: Record<string, string>, flowStudio: string, dir = reportDir): Promise<TestApp> {
  vi.stubEnv('FLOW_STUDIO', flowStudio);
  vi.stubEnv('PATHS_REPORT_DIR', dir);
  return createTestApp({ env, seed: false });
}

const report = (t: TestApp) => t.app.inject({ url: '/api/flow-studio/paths-report' });

describe('where the flow studio is on (npm start, npm run dev)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({}, '');
  });
  afterAll(() => t?.close());

  it('answers the last run: each path of each flow, passed or failed, with its steps and screenshots', async () => {
    const response = await report(t);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseOk(response, pathsReportResponseSchema)).toEqual({ status: 'ready', report: fixturePathsReport });
  });

  it('serves a path’s screenshot as the PNG the runner wrote', async () => {
    const response = await t.app.inject({ url: screenshotUrl('contact', '2-failed-2.png') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('answers 404 for a screenshot of the right shape the run did not take', async () => {
    expect(parseError(await t.app.inject({ url: screenshotUrl('contact', '9-step-0.png') }), 404).name).toBe('NotFound');
    expect(parseError(await t.app.inject({ url: screenshotUrl('cart', '1-step-0.png') }), 404).name).toBe('NotFound');
  });

  it.each([
    ['an encoded ../ in the file', '/screenshots/contact/..%2F..%2F..%2Fsecret.png'],
    ['an encoded ../ in the flow', '/screenshots/..%2F..%2F..%2F/secret.png'],
    ['.. as the flow', '/screenshots/../secret.png'],
    ['encoded dots', '/screenshots/%2e%2e/%2e%2e%2f%2e%2e%2fsecret.png'],
    ['a backslash', '/screenshots/contact/..%5C..%5C..%5Csecret.png'],
    ['an absolute path', `/screenshots/contact/${encodeURIComponent('/etc/passwd')}`],
    ['a NUL byte', '/screenshots/contact/1-step-0.png%00.txt'],
    ['the summary through the screenshots', '/screenshots/contact/..%2F..%2Fsummary.json'],
    ['a name the runner never writes', '/screenshots/contact/secret.png'],
  ])('never serves a file outside the report’s screenshots: %s', async (_case, rest) => {
    const response = await t.app.inject({ url: `/api/flow-studio/paths-report${rest}` });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).not.toBe('image/png');
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('root:');
  });

  it('says 400 and why for a name of the wrong shape', async () => {
    const error = parseError(await t.app.inject({ url: '/api/flow-studio/paths-report/screenshots/contact/..%2Fsecret.png' }), 400);
    expect(JSON.stringify(error.details)).toContain('not a screenshot of the report');
  });
});

describe('without a readable report', () => {
  it('says no run yet when the runner never wrote one', async () => {
    const empty = path.join(scratch, 'no-run-yet');
    const t = await appWith({}, '', empty);
    try {
      expect(parseOk(await report(t), pathsReportResponseSchema)).toEqual({ status: 'none' });
      parseError(await t.app.inject({ url: screenshotUrl('contact', '1-step-0.png') }), 404);
    } finally {
      await t.close();
    }
  });

  it('says the report is outdated when an older runner wrote it (no result per path)', async () => {
    const older = path.join(scratch, 'older');
    await mkdir(older, { recursive: true });
    const { contact } = fixturePathsReport.machines;
    await writeFile(path.join(older, 'summary.json'), JSON.stringify({ machines: { contact: { ...contact, played: undefined } } }));
    const t = await appWith({}, '', older);
    try {
      expect(parseOk(await report(t), pathsReportResponseSchema)).toEqual({ status: 'outdated' });
    } finally {
      await t.close();
    }
  });
});

describe('in production', () => {
  it('has no report routes while the studio is off (no FLOW_STUDIO=1), even with a report on disk', async () => {
    const t = await appWith(production, '');
    try {
      expect(parseError(await report(t), 404).name).toBe('NotFound');
      const image = await t.app.inject({ url: screenshotUrl('contact', '1-step-0.png') });
      expect(image.statusCode).toBe(404);
      expect(image.headers['content-type']).not.toBe('image/png');
    } finally {
      await t.close();
    }
  });

  it('serves the report with the studio when FLOW_STUDIO=1', async () => {
    const t = await appWith(production, '1');
    try {
      expect(parseOk(await report(t), pathsReportResponseSchema)).toMatchObject({ status: 'ready' });
      expect((await t.app.inject({ url: screenshotUrl('contact', '1-step-0.png') })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
