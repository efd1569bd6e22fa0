import { describe, expect, it } from 'vitest';
import { passedThroughMeaning, pathLines, playedPaths, screenshotFiles, screenshotStep, type PathResult } from './report-lines';

const path = (index: number, opensOn: string | undefined, extra: Partial<PathResult> = {}): PathResult => ({
  machine: 'login',
  index,
  opensOn,
  words: [`step of path ${index}`],
  steps: [
    { event: 'xstate.init', value: 'phoneEntry' },
    { event: 'SUBMIT', value: 'sending' },
  ],
  passed: true,
  screenshots: [],
  title: `login ${index}`,
  passedThrough: [],
  ...extra,
});

describe('the paths report in Markdown', () => {
  it('numbers a machine’s paths 1 to N under the page each flow opens on (login opens on three)', () => {
    const lines = pathLines([path(1, '/auth/register'), path(2, '/auth/login'), path(1, '/auth/login'), path(1, '/auth/login/verify')]);
    expect(lines.filter((line) => /^(\d+\.|From)/.test(line))).toEqual([
      'From /auth/register:',
      '1. **passed** — step of path 1',
      'From /auth/login:',
      '2. **passed** — step of path 1',
      '3. **passed** — step of path 2',
      'From /auth/login/verify:',
      '4. **passed** — step of path 1',
    ]);
  });

  it('one flow: no heading, the plain list', () => {
    expect(pathLines([path(2, undefined), path(1, undefined)]).filter(Boolean)).toEqual([
      '1. **passed** — step of path 1',
      '2. **passed** — step of path 2',
    ]);
  });

  it('keeps no terminal colour codes in a failure’s message', () => {
    const failed = path(1, undefined, {
      passed: false,
      error: '\u001b[31mExpected\u001b[39m: "Payée"\n\u001b[2mReceived\u001b[22m: "En attente"',
    });
    const text = pathLines([failed]).join('\n');
    expect(text).toContain('   Expected: "Payée"\n   Received: "En attente"');
    expect(text).not.toContain('\u001b');
  });

  it('says what "passed through" means, once, when a path has such a step', () => {
    const lines = pathLines([
      path(1, undefined, { passedThrough: ['step 3: sending the code'] }),
      path(2, undefined, { passedThrough: ['step 2: checking'] }),
    ]);
    expect(lines).toContain('   - passed through: step 3: sending the code');
    expect(lines.filter((line) => line === passedThroughMeaning)).toHaveLength(1);
    expect(passedThroughMeaning).toMatch(/left it by itself .* before the page could be looked at/);
    expect(pathLines([path(1, undefined)])).not.toContain(passedThroughMeaning);
  });
});

describe('each path in summary.json, for the flow studio', () => {
  const shot = (step: number, failed = false) => ({ step, failed, kept: `kept/${step}${failed ? '-failed' : ''}.png` });

  it('reads the runner’s screenshot names: a step’s, a failure’s, nothing else', () => {
    expect(screenshotStep('step 3: contact.editing, contact.form')).toEqual({ step: 3, failed: false });
    expect(screenshotStep('failed at step 4')).toEqual({ step: 4, failed: true });
    expect(screenshotStep('failed at step 4 (no screenshot)')).toBeNull();
    expect(screenshotStep('probe')).toBeNull();
  });

  it('numbers the paths as the Markdown does, names each screenshot by that number, and says where and why a path failed', () => {
    const paths = [
      path(2, '/auth/login', {
        passed: false,
        failedAtStep: 1,
        error: '\u001b[31mExpected\u001b[39m: "Code envoyé"',
        screenshots: [shot(1, true), shot(0)],
      }),
      path(1, '/auth/login', { screenshots: [shot(1), shot(0)] }),
    ];
    const played = playedPaths(paths);
    expect(played).toEqual([
      {
        number: 1,
        opensOn: '/auth/login',
        passed: true,
        steps: paths[1]!.steps,
        failedAtStep: null,
        error: null,
        screenshots: [
          { step: 0, file: '1-step-0.png', failed: false },
          { step: 1, file: '1-step-1.png', failed: false },
        ],
      },
      {
        number: 2,
        opensOn: '/auth/login',
        passed: false,
        steps: paths[0]!.steps,
        failedAtStep: 1,
        error: 'Expected: "Code envoyé"',
        screenshots: [
          { step: 0, file: '2-step-0.png', failed: false },
          { step: 1, file: '2-failed-1.png', failed: true },
        ],
      },
    ]);
    expect(screenshotFiles(paths)).toEqual(
      expect.arrayContaining([
        { kept: 'kept/1-failed.png', file: '2-failed-1.png' },
        { kept: 'kept/0.png', file: '1-step-0.png' },
      ]),
    );
    expect(pathLines(paths)).toContain('   screenshot: screenshots/login/2-failed-1.png');
  });
});
