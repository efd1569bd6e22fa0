import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowChart, flowNames, flowTextsModule } from './flows';

describe('the state charts in docs/flows', () => {
  it.each(flowNames)('%s matches the machine that ships (run `npm run flows` after changing it)', (name) => {
    expect(readFileSync(`docs/flows/${name}.md`, 'utf8')).toBe(flowChart(name));
  });

  it('the studio texts module lists every text of every machine (run `npm run flows` after changing one)', () => {
    expect(readFileSync('src/views/flows/texts.ts', 'utf8')).toBe(flowTextsModule());
  });

  it('draws every state inside a declared root, with its description', () => {
    const chart = flowChart('login');
    expect(chart).toContain('state "login" as root {');
    for (const state of ['phoneEntry', 'sendingCode', 'codeEntry', 'verifying', 'registration', 'registering', 'recaptchaExpired']) {
      expect(chart).toContain(`state "${state}" as ${state}`);
    }
    expect(chart).toContain('sendingCode : Sending the SMS code.');
    expect(chart).toContain('sendingCode --> codeEntry: sendCode done');
  });

  it('names guards, their negation and the fallback branch instead of a bare [condition]', () => {
    const chart = flowChart('checkout');
    expect(chart).toContain('info --> cart: ENTER_INFO [not canEnterInfo]');
    expect(chart).toContain('payment --> cart: ENTER_INFO [otherwise]');
    expect(chart).not.toMatch(/-->.*\[condition\]/);
    // Root-level transitions leave the declared root, which is drawn as a state.
    expect(chart).toContain('state "checkout" as root {');
    expect(chart).toContain('root --> cart: CHOOSE_DELIVERY');
    expect(flowChart('login')).toContain('starting --> codeEntry: always [startsAt start=codeEntry]');
  });

  it('gives delays in time and the events in plain words', () => {
    const chart = flowChart('contact');
    expect(chart).toContain('privacyRefused --> editing: after 10 s');
    expect(chart).toContain('| `SUBMIT` | The shopper sends the form |');
  });
});
