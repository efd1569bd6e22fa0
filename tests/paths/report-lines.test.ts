import { describe, expect, it } from 'vitest';
import { passedThroughMeaning, pathLines, type PathResult } from './report-lines';

const path = (index: number, opensOn: string | undefined, extra: Partial<PathResult> = {}): PathResult => ({
  machine: 'login',
  index,
  opensOn,
  words: [`step of path ${index}`],
  passed: true,
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
    expect(pathLines([path(2, undefined), path(1, undefined)]).filter(Boolean)).toEqual(['1. **passed** — step of path 1', '2. **passed** — step of path 2']);
  });

  it('keeps no terminal colour codes in a failure’s message', () => {
    const failed = path(1, undefined, { passed: false, error: '\u001b[31mExpected\u001b[39m: "Payée"\n\u001b[2mReceived\u001b[22m: "En attente"' });
    const text = pathLines([failed]).join('\n');
    expect(text).toContain('   Expected: "Payée"\n   Received: "En attente"');
    expect(text).not.toContain('\u001b');
  });

  it('says what "passed through" means, once, when a path has such a step', () => {
    const lines = pathLines([path(1, undefined, { passedThrough: ['step 3: sending the code'] }), path(2, undefined, { passedThrough: ['step 2: checking'] })]);
    expect(lines).toContain('   - passed through: step 3: sending the code');
    expect(lines.filter((line) => line === passedThroughMeaning)).toHaveLength(1);
    expect(passedThroughMeaning).toMatch(/left it by itself .* before the page could be looked at/);
    expect(pathLines([path(1, undefined)])).not.toContain(passedThroughMeaning);
  });
});
