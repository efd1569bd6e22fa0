// `node scripts/measure-server-render.mjs [runs]` with a shop running on BASE_URL (default http://127.0.0.1:$PORT,
// e.g. `npm start`): what rendering a first screen costs (docs/decisions/server-rendering.md). It loads the renderer
// the build wrote (dist/.server/entry-server.js) and renders / and /details/1 `runs` times each (default 20), its API
// reads answered by the running shop (cached catalogue answers, ~1 ms each); then asks the shop for the same pages
// twice (the second from its page cache) and prints the HTML's bytes, plain and as sent (brotli).
import os from 'node:os';
import { pathToFileURL } from 'node:url';

const runs = Number(process.argv[2] ?? 20);
const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const { renderShopPage } = await import(pathToFileURL(`${process.cwd()}/dist/.server/entry-server.js`).href);
const answerApi = (request) =>
  fetch(new URL(new URL(request.url).pathname + new URL(request.url).search, base), { headers: request.headers });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
for (const url of ['/', '/details/1']) {
  // The first render loads the lazy pages and compiles them: reported apart.
  const times = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const { html } = await renderShopPage({ url, locale: 'fr', answerApi });
    times.push(performance.now() - started);
    if (run === 0) console.log(`${url}: first render ${times[0].toFixed(1)} ms, ${Buffer.byteLength(html)} B of #root`);
  }
  const warm = times.slice(1);
  console.log(
    `${url}: render median ${median(warm).toFixed(1)} ms, min ${Math.min(...warm).toFixed(1)}, max ${Math.max(...warm).toFixed(1)} (${runs} runs)`,
  );
  for (const pass of ['first request', 'from the page cache']) {
    const started = performance.now();
    const response = await fetch(new URL(`${url}${url.includes('?') ? '&' : '?'}lang=fr`, base), { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    // fetch hands the body back decompressed: the bytes on the wire are its content-length.
    const sent = Number(response.headers.get('content-length'));
    const plain = (await (await fetch(new URL(`${url}?lang=fr`, base), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
      .byteLength;
    console.log(
      `${url} over HTTP, ${pass}: ${ms.toFixed(1)} ms, ${plain} B of HTML, ${sent} B sent (${response.headers.get('content-encoding') ?? 'identity'})`,
    );
  }
}
process.exit(0);
