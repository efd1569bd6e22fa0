// Runs npm scripts side by side: npm test's first checks (type check, lint, translations) each keep one core
// busy, so on a 2-core machine they finish together in about the time of the longest. Each one's output is
// printed whole when it ends, so they never interleave; the exit code is the first failure's, once all ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${name}: ${status === 0 ? 'passed' : `FAILED (${status})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(names.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
