// `npm run test:paths`: the covering set of generated paths of every flow, played in Chromium against the real
// shop (server, database, Auth emulator, PayDunya simulator). Paths are independent: each test has a fresh
// browser context (empty storage, nobody signed in), so they run on parallel workers.
import { test } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { ModelEvent, Snap } from '../model/paths';
import { coveringPaths } from './cover';
import type { BrowserFlow } from './flow';
import { flows } from './flows';
import { listen } from './probe';
import { runPath, statesWithoutCheck } from './run-path';
import { pathWords } from './words';

/** Only these flows (comma-separated names), e.g. for the honesty test; all by default. */
const only = process.env.PATHS_ONLY?.split(',').filter(Boolean);

function doable<M extends AnyStateMachine>(flow: BrowserFlow<M>) {
  return (snapshot: Snap<M>, event: ModelEvent<M>) => {
    const action = flow.actions[(event as EventObject).type];
    return Boolean(action) && (action?.when?.(snapshot, event as EventObject & Record<string, unknown>) ?? true);
  };
}

for (const flow of flows.filter((candidate) => !only || only.includes(candidate.name))) {
  const missingChecks = statesWithoutCheck(flow);
  if (missingChecks.length) throw new Error(`${flow.name}: states without a check in ${flow.name}.checks.ts: ${missingChecks.join(', ')}`);
  const plan = coveringPaths(flow.model, doable(flow));
  test.describe(flow.name, () => {
    plan.paths.forEach((path, index) => {
      const words = pathWords(flow, path);
      const name = `${flow.name} ${index + 1}/${plan.paths.length}: ${words.join(' → ') || '(opens the shop)'}`;
      test(name, async ({ page, context, request }, testInfo) => {
        // The steps as events and expected states: the flow studio steps through them on the chart.
        const steps = path.steps.map((step) => ({ event: (step.event as EventObject).type, value: step.state.value }));
        testInfo.annotations.push(
          { type: 'machine', description: flow.name },
          { type: 'path', description: JSON.stringify({ index: index + 1, words, opensOn: flow.opensOn, steps }) },
        );
        if (flow.timeoutMs) test.setTimeout(flow.timeoutMs);
        const { records, tabOf } = await listen(context);
        tabOf(page);
        try {
          await runPath(flow, path, { page, context, request, memory: new Map(), records }, records, testInfo, name);
        } finally {
          await testInfo.attach('probe', { body: JSON.stringify(records), contentType: 'application/json' });
          // checkout 6/12 ends as the page leaves for PayDunya's: closing its context then hung, once in a few runs (with
          // or without a trace), until the path's timeout. Every page is brought to rest on a blank one first.
          await Promise.all(context.pages().map((open) => open.goto('about:blank', { timeout: 15_000 }))).catch((error: unknown) =>
            testInfo.annotations.push({ type: 'left unsettled', description: String(error) }),
          );
        }
      });
    });
  });
}
