// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';

// The script a rendered page starts its JavaScript with (public/after-first-paint.js, named in the page by
// after-first-paint.ts), run as the page would run it. Without a paint observer it starts after a frame.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("asks for the page's chunks a few per task, in the order the server listed them, and starts the entry", async () => {
  vi.useFakeTimers();
  const shell = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
  document.body.innerHTML = `<script type="module" data-entry="/assets/entry.js" data-shell="${shell.join(' ')}"></script>`;
  const failedStart = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  // Its text, run as the browser runs a plain script of public/ (the build serves it as it is).
  const script = await readFile(path.resolve('public/after-first-paint.js'), 'utf8');
  new Function(script)();
  expect(preloads()).toEqual([]);

  // Each timer is a task: how many links the page has after each.
  const counts: number[] = [];
  for (let task = 0; task < 10 && preloads().length < shell.length; task += 1) {
    vi.advanceTimersToNextTimer();
    counts.push(preloads().length);
  }
  const added = counts.map((count, index) => count - (counts[index - 1] ?? 0)).filter((step) => step > 0);
  expect(added).toEqual([8, 8, 4]);
  expect(preloads()).toEqual(shell);
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) expect(link.getAttribute('crossorigin')).toBe('');
  // The entry was asked for: here there is none, and its failure is said in the console.
  vi.useRealTimers();
  await vi.waitFor(() => expect(failedStart).toHaveBeenCalledWith("The shop's scripts could not start:", expect.anything()));
});
