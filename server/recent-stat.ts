/**
 * A build file's stat, looked at no more than once a second: the page answers read the built index.html, the renderer
 * and first-screen.json again when a new build replaces them, and a stat per file per request was a third of a
 * process's time serving cached pages under load (issue 23's profile). A new build is picked up within a second.
 */
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

const lookedAt = new Map<string, { at: number; stats: Promise<Stats | null> }>();
const freshFor = 1000;

/** The file's stats as of at most a second ago, or null when it did not exist then. */
export function recentStat(file: string, now = Date.now()): Promise<Stats | null> {
  const held = lookedAt.get(file);
  if (held && now - held.at < freshFor) return held.stats;
  const stats = stat(file).catch(() => null);
  lookedAt.set(file, { at: now, stats });
  return stats;
}
