import { describe, expect, it } from 'vitest';
import { fixturePathsReport } from '../../domain/testing/paths-report';
import { lastRunOf } from './last-run';

describe('how a flow did in the last run', () => {
  it('says no run yet, or an outdated report, as the server found them', () => {
    expect(lastRunOf({ status: 'none' }, 'contact')).toEqual({ kind: 'none' });
    expect(lastRunOf({ status: 'outdated' }, 'contact')).toEqual({ kind: 'outdated' });
  });

  it('gives a played flow’s paths with their results, and says when the run skipped the flow', () => {
    const response = { status: 'ready' as const, report: fixturePathsReport };
    expect(lastRunOf(response, 'contact')).toEqual({
      kind: 'played',
      finishedAt: '2026-11-27T06:30:00.000Z',
      paths: fixturePathsReport.machines.contact!.played,
      passed: 1,
      failed: 1,
    });
    expect(lastRunOf(response, 'cart')).toEqual({ kind: 'not played', finishedAt: '2026-11-27T06:30:00.000Z' });
  });
});
