import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowChart, flowMachines } from './flows';

describe('the state charts in docs/flows', () => {
  it.each(Object.keys(flowMachines))('%s matches the machine that ships (run `npm run flows` after changing it)', (name) => {
    expect(readFileSync(`docs/flows/${name}.md`, 'utf8')).toBe(flowChart(name));
  });

  it('draws every state and every transition target of a machine', () => {
    const chart = flowChart('login');
    for (const state of ['phoneEntry', 'sendingCode', 'codeEntry', 'verifying', 'registration', 'registering', 'recaptchaExpired']) {
      expect(chart).toContain(`state "${state}" as ${state}`);
    }
    expect(chart).toContain('sendingCode --> codeEntry: sendCode done');
  });
});
