import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartOf, textsOf } from './chart';
import { flowMachines } from './machines';
import { flowTexts } from './texts';

/** msgid → msgstr of a .po catalog (one-line entries, as Lingui writes them for these texts). */
function catalog(locale: 'fr' | 'en'): Map<string, string> {
  const po = readFileSync(`src/locales/${locale}/flows.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, str] of po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    if (id && str) entries.set(JSON.parse(id) as string, JSON.parse(str) as string);
  }
  return entries;
}

describe.each(flowMachines.map((flow) => [flow.name, flow] as const))('the %s flow in plain words', (_, { machine, words }) => {
  const chart = chartOf(machine, words);

  it('describes every state', () => {
    expect(chart.states.filter((state) => !state.description).map((state) => state.id || '(root)')).toEqual([]);
  });

  it('describes every event, guard and invoked work it uses', () => {
    const undescribed = chart.transitions.flatMap((transition) => {
      const { trigger, guard } = transition;
      const missing: string[] = [];
      if ((trigger.kind === 'event' || trigger.kind === 'done' || trigger.kind === 'error') && !trigger.description)
        missing.push(triggerName(trigger));
      if (guard && !guard.description) missing.push(`guard ${guard.name}`);
      return missing;
    });
    const unusedGuards = Object.keys(machine.implementations.guards).filter((guard) => !(guard in words.guards));
    const invoked = chart.states.flatMap((state) => state.invokes).filter((invoke) => !invoke.description);
    expect([
      ...new Set(undescribed),
      ...unusedGuards.map((guard) => `guard ${guard}`),
      ...invoked.map((invoke) => `work ${invoke.id}`),
    ]).toEqual([]);
  });

  it.each(['fr', 'en'] as const)('has every text translated in %s', (locale) => {
    const translations = catalog(locale);
    const untranslated = textsOf(machine, words).filter((text) => !flowTexts[text] || !translations.get(text));
    expect(untranslated).toEqual([]);
  });
});

function triggerName(trigger: { kind: string; type?: string; actor?: string }): string {
  return trigger.kind === 'event' ? `event ${trigger.type}` : `work ${trigger.actor}`;
}
