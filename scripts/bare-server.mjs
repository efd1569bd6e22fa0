// The runtime's limit for the bench (`npm run bench`): a bare `node:http` server that answers from
// memory with the very bytes and headers the shop sent for the same address, so the shop's share of
// its request rate is what the framework, hooks and routes cost. Nothing else: no routing beyond a
// map lookup, no logging, no validation.
//
// `node scripts/bare-server.mjs <answers.json>` listens on a free port of 127.0.0.1 and prints
// `listening <port>` once ready; SIGTERM stops it. answers.json lists
// `{ url, encoding: 'br' | 'identity', status, headers, bodyFile }`, one per address and coding.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const manifest = process.argv[2];
if (!manifest) {
  console.error('usage: node scripts/bare-server.mjs <answers.json>');
  process.exit(2);
}

/** url → coding → what to send. */
const answers = new Map();
for (const { url, encoding, status, headers, bodyFile } of JSON.parse(readFileSync(manifest, 'utf8'))) {
  const body = readFileSync(bodyFile);
  const byCoding = answers.get(url) ?? new Map();
  byCoding.set(encoding, { status, headers: { ...headers, 'content-length': String(body.length) }, body });
  answers.set(url, byCoding);
}

// The same test the shop's choice comes down to for the bench's two clients: br asked for or not.
const server = createServer((request, response) => {
  const byCoding = answers.get(request.url);
  const wantsBr = request.headers['accept-encoding']?.includes('br') ?? false;
  const answer = byCoding && ((wantsBr && byCoding.get('br')) || byCoding.get('identity'));
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});

server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
