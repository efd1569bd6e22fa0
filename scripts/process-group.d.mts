import type { ChildProcess } from 'node:child_process';

export interface GroupOutcome {
  code: number;
  reason: string | null;
}

export class ProcessGroup {
  readonly done: Promise<GroupOutcome>;
  readonly stopping: boolean;
  start(
    name: string,
    command: string,
    args: readonly string[],
    options?: { env?: NodeJS.ProcessEnv; expectExit?: boolean; ipc?: boolean },
  ): { child: ChildProcess; exit: Promise<number> };
  stop(code: number, reason?: string | null): void;
}
