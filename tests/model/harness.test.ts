import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel, generateModelPaths, runModel, runModelPath, createCoverage } from './harness';

// A machine with every kind of transition the coverage must see: nested states, eventless, a named delay,
// an invoke with onDone and onError, a guarded alternative and a parameterised event.
const loaderMachine = setup({
  types: {
    context: {} as { total: number; loaded: number | null },
    events: {} as { type: 'ADD'; amount: number } | { type: 'LOAD' } | { type: 'RESET' },
  },
  delays: { settle: 1_000 },
  guards: { isBig: ({ event }) => event.type === 'ADD' && event.amount > 5 },
  actors: { fetchCount: fromPromise<number, { total: number }>(async () => 0) },
}).createMachine({
  id: 'loader',
  context: { total: 0, loaded: null },
  initial: 'boot',
  states: {
    boot: { always: 'idle' },
    idle: {
      on: {
        ADD: [
          { guard: 'isBig', target: 'settling', actions: assign({ total: ({ context, event }) => context.total + event.amount }) },
          { actions: assign({ total: ({ context, event }) => context.total + event.amount }) },
        ],
        LOAD: 'loading',
      },
    },
    settling: { after: { settle: 'idle' } },
    loading: {
      initial: 'waiting',
      states: { waiting: {} },
      invoke: {
        id: 'fetchCount',
        src: 'fetchCount',
        input: ({ context }) => ({ total: context.total }),
        onDone: { target: 'idle', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { RESET: 'idle' } },
  },
});

const loaderOptions = {
  name: 'loader',
  machine: loaderMachine,
  events: {
    ADD: [
      { type: 'ADD', amount: 1 },
      { type: 'ADD', amount: 9 },
    ],
    'xstate.done.actor.fetchCount': [{ type: 'xstate.done.actor.fetchCount', output: 42 }],
    'xstate.error.actor.fetchCount': [{ type: 'xstate.error.actor.fetchCount', error: new Error('offline') }],
  },
  // The total is unbounded; only whether something was added matters to this model.
  serializeState: (snapshot: { value: unknown; context: { total: number; loaded: number | null } }) =>
    JSON.stringify([snapshot.value, snapshot.context.total > 0, snapshot.context.loaded]),
} as const;

describe('model harness', () => {
  it('generates parameterised events and internal events from the graph', () => {
    const paths = generateModelPaths(loaderOptions);
    const events = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.event))));
    expect(events).toContain(JSON.stringify({ type: 'ADD', amount: 1 }));
    expect(events).toContain(JSON.stringify({ type: 'ADD', amount: 9 }));
    expect(events).toContain(JSON.stringify({ type: 'xstate.after.settle.loader.settling' }));
    expect(events).toContain(JSON.stringify({ type: 'xstate.done.actor.fetchCount', output: 42 }));
    expect([...events].some((event) => event.includes('xstate.error.actor.fetchCount'))).toBe(true);
  });

  it('runs every path on a real actor and measures full coverage, eventless, delayed and invoke transitions included', async () => {
    const { coverage } = await runModel(loaderOptions);
    const report = coverage.assertComplete('loader');
    // root, boot, idle, settling, loading, loading.waiting, failed
    expect(report.states).toEqual({ reached: 7, total: 7, missing: [] });
    // boot always, idle ADD x2, idle LOAD, settling after, loading onDone, loading onError, failed RESET
    expect(report.transitions).toMatchObject({ reached: 8, total: 8 });
    expect(report.line).toBe('coverage loader: states 7/7 (100%), transitions 8/8 (100%)');
  });

  it('passes the invoked fake its input and checks every reached snapshot', async () => {
    const seen: string[] = [];
    const options = {
      ...loaderOptions,
      check: (snapshot: { value: unknown }, info: { index: number; invocations: ReadonlyArray<{ src: string; input: unknown }> }) => {
        seen.push(`${info.index}:${JSON.stringify(snapshot.value)}`);
        if (JSON.stringify(snapshot.value) === JSON.stringify({ loading: 'waiting' })) {
          expect(info.invocations.at(-1)).toMatchObject({ src: 'fetchCount', input: { total: expect.any(Number) } });
        }
      },
    };
    const path = generateModelPaths(options).find((candidate) => candidate.description.includes('xstate.done.actor'));
    expect(path).toBeDefined();
    if (!path) return;
    await runModelPath(options, path, createCoverage(loaderMachine));
    expect(seen).toHaveLength(path.steps.length);
    expect(seen.at(-1)).toMatch(/"idle"/);
  });

  it('fails when the real actor does not do what the model predicted', async () => {
    const options = {
      ...loaderOptions,
      // A fake that answers on its own with another value than the model's step.
      provide: { actors: { fetchCount: fromPromise<number, { total: number }>(async () => 7) } },
    };
    const path = generateModelPaths(options).find((candidate) => candidate.description.includes('xstate.done.actor'));
    if (!path) throw new Error('no path through the invoke');
    await expect(runModelPath(options, path, createCoverage(loaderMachine))).rejects.toThrow(/the model expected/);
  });

  it('fails the coverage below 100% and names what was never reached', async () => {
    const unreachable = setup({
      types: { events: {} as { type: 'GO' } },
      guards: { never: () => false },
    }).createMachine({
      id: 'tiny',
      initial: 'a',
      states: {
        a: { on: { GO: [{ guard: 'never', target: 'b' }, { target: 'c' }] } },
        b: {},
        c: {},
      },
    });
    const { coverage } = await runModel({ name: 'tiny', machine: unreachable });
    const report = coverage.report('tiny');
    expect(report.line).toBe('coverage tiny: states 3/4 (75%), transitions 1/2 (50%)');
    expect(() => coverage.assertComplete('tiny')).toThrow(/state #tiny\.b[\s\S]*transition #tiny\.a --GO \[never\] #0--> #tiny\.b/);
  });

  it('counts a transition reached only when an actor took it, not when a path merely lists it', async () => {
    const options = { ...loaderOptions };
    const coverage = createCoverage(loaderMachine);
    const paths = generateModelPaths(options).filter((path) => !path.description.includes('xstate.after'));
    for (const path of paths) await runModelPath(options, path, coverage);
    expect(coverage.report('loader').transitions.missing).toEqual([
      '#loader.settling --xstate.after.settle.loader.settling #0--> #loader.idle',
    ]);
  });
});

// The suite helper itself, on a small complete machine.
describeModel({
  name: 'toggle',
  machine: setup({ types: { events: {} as { type: 'FLIP' } } }).createMachine({
    id: 'toggle',
    initial: 'off',
    states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
  }),
  check: (snapshot) => expect(['off', 'on']).toContain(snapshot.value),
});
