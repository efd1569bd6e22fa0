import { describe, expect, it } from 'vitest';
import { createCoverage } from '../../../tests/model/coverage';
import { chartOf } from './chart';
import { flowSize } from './flow-size';
import { flowMachines } from './machines';

describe('the studio counts a flow’s states as the QA report counts them', () => {
  it.each(flowMachines.map((flow) => [flow.name, flow] as const))('%s', (name, { machine, words }) => {
    expect(flowSize(chartOf(machine, words)).states).toBe(createCoverage(machine).report(name).states.total);
  });

  it('contact: its 6 states and the machine itself, 7 as in the report’s 7/7', () => {
    const contact = flowMachines.find((flow) => flow.name === 'contact')!;
    expect(flowSize(chartOf(contact.machine, contact.words)).states).toBe(7);
  });
});
