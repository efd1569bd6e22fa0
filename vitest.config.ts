// The test projects live with the build in vite.config.ts; this file only adds how vitest runs them.
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default leaves a core to its main process (one worker on a 2-core machine), which mostly
      // waits: the API tests wait on the Auth emulator, timers and child processes, the model tests on nothing.
      maxWorkers: availableParallelism(),
    },
  }),
);
