/**
 * The SMS simulator's inbox page: plain HTML, one stylesheet from this server, no script; each text
 * takes its own direction (an Arabic message reads right to left), numbers stay left to right.
 */
import type { SimulatedSms } from './store';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const message = (sms: SimulatedSms) => `<li>
<p class="meta"><bdi dir="ltr" class="to">${escape(sms.to)}</bdi> · <time datetime="${sms.created_at}">${escape(sms.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
<p class="text" dir="auto">${escape(sms.text)}</p>
</li>`;

export function inboxPage(messages: SimulatedSms[], basePath: string, to: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS simulator — inbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${basePath}/assets/inbox.css">
</head>
<body>
<main>
<p class="badge">SMS simulator · nothing leaves this machine</p>
<h1>Text messages sent${to ? ` to <bdi dir="ltr">${escape(to)}</bdi>` : ''}</h1>
<p><a href="${basePath}/">Refresh</a>${to ? ` · <a href="${basePath}/">Every number</a>` : ''}</p>
${messages.length === 0 ? '<p role="status">No message yet.</p>' : `<ol class="inbox">${messages.map(message).join('\n')}</ol>`}
</main>
</body>
</html>`;
}

export const inboxCss = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:36rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem}
.badge{display:inline-block;padding:.25rem .5rem;border-radius:999px;background:#fef3c7;font-size:.8rem}
.inbox{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.inbox li{background:#fff;border-radius:.75rem;padding:.75rem;box-shadow:0 1px 3px #0002}
.meta{margin:0 0 .25rem;font-size:.85rem;color:#57534e}
.to{font-weight:600;color:#1c1917}
.text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
a{color:#14532d}
`;
