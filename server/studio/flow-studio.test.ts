import { describe, expect, it } from 'vitest';
import { flowStudioEnabled } from './flow-studio';

describe('the flow studio switch', () => {
  it('is on outside production, whatever FLOW_STUDIO says', () => {
    expect(flowStudioEnabled('development', undefined)).toBe(true);
    expect(flowStudioEnabled('test', '0')).toBe(true);
  });

  it('is off in production unless FLOW_STUDIO=1', () => {
    expect(flowStudioEnabled('production', undefined)).toBe(false);
    expect(flowStudioEnabled('production', '0')).toBe(false);
    expect(flowStudioEnabled('production', 'yes')).toBe(false);
    expect(flowStudioEnabled('production', '1')).toBe(true);
  });
});
