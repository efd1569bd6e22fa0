import { describe, expect, it } from 'vitest';
import type { ChartState, ChartTransition } from './chart';
import type { ChartLayout } from './layout';
import { mirrorLayout } from './mirror';

const state = (id: string) => ({ id }) as ChartState;
const text = { title: '', lines: [] };

const layout: ChartLayout = {
  width: 300,
  height: 100,
  states: [
    { state: state('idle'), x: 10, y: 20, width: 80, height: 40, text },
    { state: state('done'), x: 200, y: 20, width: 90, height: 40, text },
  ],
  transitions: [
    {
      transition: { id: 't' } as ChartTransition,
      points: [
        { x: 90, y: 40 },
        { x: 200, y: 40 },
      ],
      label: { x: 120, y: 10, width: 50, height: 20, text },
    },
  ],
  initials: [
    {
      parent: '',
      x: 5,
      y: 40,
      points: [
        { x: 5, y: 40 },
        { x: 10, y: 40 },
      ],
    },
  ],
};

describe('mirrorLayout', () => {
  const mirrored = mirrorLayout(layout);

  it('puts the first state on the right and the last on the left, each box keeping its size and height', () => {
    expect(mirrored.states.map(({ state: { id }, x, y, width }) => ({ id, x, y, width }))).toEqual([
      { id: 'idle', x: 210, y: 20, width: 80 },
      { id: 'done', x: 10, y: 20, width: 90 },
    ]);
  });

  it('reverses the arrows and moves their labels and the initial dot with them', () => {
    expect(mirrored.transitions[0]?.points).toEqual([
      { x: 210, y: 40 },
      { x: 100, y: 40 },
    ]);
    expect(mirrored.transitions[0]?.label).toMatchObject({ x: 130, width: 50 });
    expect(mirrored.initials[0]).toMatchObject({ x: 295, points: [{ x: 295 }, { x: 290 }] });
  });

  it('keeps the chart within its size: reflected twice it is the chart again', () => {
    expect(mirrored).toMatchObject({ width: 300, height: 100 });
    expect(mirrorLayout(mirrored)).toEqual(layout);
  });
});
