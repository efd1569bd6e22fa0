// Child processes that live and die together: when one stops (or cannot start), the others are
// stopped, and the group reports which one stopped first. Each child leads its own process group so
// that stopping it also stops what it started (the Firebase CLI's emulator, npx's command).
import { spawn } from 'node:child_process';

const graceMs = 10_000;

export class ProcessGroup {
  #members = [];
  #outcome = null;
  #settle;
  /** Resolves, once every child has exited, to { code, reason }: why the group stopped and the exit code to use. */
  done = new Promise((resolve) => (this.#settle = resolve));

  get stopping() {
    return this.#outcome !== null;
  }

  /**
   * Starts a child that must keep running: its exit (or failure to start) stops the whole group.
   * With `expectExit`, the child is a step (a build): only a failed exit stops the group; resolves to its exit code.
   * With `ipc`, the child (a Node program) gets a channel to this process, which closes if this one dies.
   */
  start(name, command, args, { env, expectExit = false, ipc = false } = {}) {
    const stdio = ['ignore', 'inherit', 'inherit', ...(ipc ? ['ipc'] : [])];
    const child = spawn(command, args, { stdio, env, detached: true });
    const member = { name, child, exited: false };
    this.#members.push(member);
    const exit = new Promise((resolve) => {
      child.once('error', (error) => {
        member.exited = true;
        this.stop(1, `${name} could not start: ${error.message}`);
        resolve(1);
      });
      child.once('exit', (code, signal) => {
        member.exited = true;
        const failed = code !== 0 || !expectExit;
        if (failed) this.stop(1, `${name} stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`);
        this.#settleWhenAllExited();
        resolve(code ?? 1);
      });
    });
    if (this.stopping) this.#signal(member, 'SIGTERM');
    return { child, exit };
  }

  /** Stops every child (SIGTERM to its process group, SIGKILL after 10 s); the first call's code and reason are kept. */
  stop(code, reason = null) {
    if (this.stopping) return;
    this.#outcome = { code, reason };
    for (const member of this.#members) this.#signal(member, 'SIGTERM');
    const force = setTimeout(() => {
      for (const member of this.#members) this.#signal(member, 'SIGKILL');
    }, graceMs);
    force.unref();
    this.#settleWhenAllExited();
  }

  #signal(member, signal) {
    try {
      // The child's whole process group, even once the child itself is gone: what it started may remain.
      process.kill(-member.child.pid, signal);
    } catch {
      // Nothing left in that group.
    }
  }

  #settleWhenAllExited() {
    if (this.stopping && this.#members.every((member) => member.exited)) this.#settle(this.#outcome);
  }
}
