import { useQuery } from '@tanstack/react-query';
import { pathsReportResponseSchema, type PathsReportResponse, type PlayedPath } from '../../domain/paths-report';
import { getJson } from '../../services/api';

/** How a flow did in the last generated-paths run (`npm run test:paths`), as the studio tells it. */
export type LastRun =
  /** No report yet: the runner never wrote reports/paths/summary.json. */
  | { kind: 'none' }
  /** A report without each path's result (written by an older runner). */
  | { kind: 'outdated' }
  /** The last run played other flows only (`--only`). */
  | { kind: 'not played'; finishedAt: string }
  | { kind: 'played'; finishedAt: string; paths: PlayedPath[]; passed: number; failed: number };

export function lastRunOf(response: PathsReportResponse, machine: string): LastRun {
  if (response.status !== 'ready') return { kind: response.status };
  const { finishedAt, machines } = response.report;
  const summary = machines[machine];
  if (!summary) return { kind: 'not played', finishedAt };
  return { kind: 'played', finishedAt, paths: summary.played, passed: summary.paths.passed, failed: summary.paths.failed };
}

/** The report as the server has it now: asked again whenever the studio's tab comes back (a run may have ended). */
export function usePathsReport() {
  return useQuery({
    queryKey: ['paths-report'],
    queryFn: () => getJson('flow-studio/paths-report', pathsReportResponseSchema),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
