// The entry holds React alone, evaluated as it loads; the rest of the shop (the machines, the views) comes in a chunk
// of its own, evaluated in a later task, and the start in another. Evaluating one entry with all of them was the
// longest task of a first load (~45 ms on a desktop CPU, ~180 ms at Lighthouse's 4×): each part is shorter alone.
// The build preloads that chunk beside the entry (vite.config.ts, shopSource): fetched with it, not after it ran.
import 'react-dom/client';
import { nextTask } from './app/next-task';
import './index.css';

async function start() {
  await nextTask();
  const { boot, registerWorkerLater } = await import('./app/boot');
  await nextTask();
  registerWorkerLater();
  await boot();
}

void start();
