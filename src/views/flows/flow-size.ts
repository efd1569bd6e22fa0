import type { Chart } from './chart';

/**
 * How big a flow is, counted as the QA report counts its coverage (tests/model/coverage.ts): every state
 * including the machine itself, every transition. One count for both, so "7 states" here is the 7 of 7/7 there.
 */
export const flowSize = (chart: Chart) => ({ states: chart.states.length, transitions: chart.transitions.length });
