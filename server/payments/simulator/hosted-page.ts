/**
 * The simulator's stand-in for PayDunya's hosted checkout page: plain HTML, one stylesheet from this
 * server, no script, two forms. It never asks for card details: in the simulator nothing is charged,
 * and our own server must never receive card data (DESIGN deviation 5).
 */
import { baseCurrency, formatMoney, intlLocaleOf } from '../../../src/domain/money';
import type { SimulatedInvoice } from './store';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const amount = (xof: number) => formatMoney(xof, baseCurrency, intlLocaleOf('fr'));

const channelLabels: Record<string, string> = {
  'wave-senegal': 'Wave Sénégal',
  'new-orange-money-senegal': 'Orange Money Sénégal',
  'mtn-ci': 'MTN Mobile Money Côte d’Ivoire',
  'mtn-benin': 'MTN Mobile Money Bénin',
  card: 'Card (hosted page)',
};

function methodLabel(invoice: SimulatedInvoice): string {
  if (invoice.channel) return channelLabels[invoice.channel] ?? invoice.channel;
  const channels = invoice.request.invoice.channels ?? [];
  return channels.map((channel) => channelLabels[channel] ?? channel).join(', ') || 'Any';
}

export function hostedPage(invoice: SimulatedInvoice, basePath: string): string {
  const { request } = invoice;
  const items = Object.values(request.invoice.items ?? {});
  const action = (verb: string) => `${basePath}/checkout/${encodeURIComponent(invoice.token)}/${verb}`;
  const pending = invoice.status === 'pending';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayDunya simulator — ${escape(request.store.name)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${basePath}/assets/simulator.css">
</head>
<body>
<main>
<p class="badge">PayDunya simulator · no money moves</p>
<h1>${escape(request.store.name)}</h1>
<p>${escape(request.invoice.description ?? '')}</p>
${items.length > 0 ? `<ul>${items.map((item) => `<li>${escape(item.name)} × ${item.quantity} — ${escape(amount(item.total_price))}</li>`).join('')}</ul>` : ''}
<p class="amount">Amount: <strong data-testid="amount">${escape(amount(request.invoice.total_amount))}</strong></p>
<p>Method: ${escape(methodLabel(invoice))}</p>
${
  pending
    ? `<form method="post" action="${action('approve')}"><button type="submit" class="approve">Approve payment</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline payment</button></form>
<p class="gateway-failures">The gateway's failures (the payment is approved):</p>
<form method="post" action="${action('approve-without-ipn')}"><button type="submit" class="failure">Approve, notification lost</button></form>
<form method="post" action="${action('approve-late-ipn')}"><button type="submit" class="failure">Approve, notification late</button></form>
<form method="post" action="${action('approve-ipn-twice')}"><button type="submit" class="failure">Approve, notification twice</button></form>`
    : `<p role="status">This invoice is ${escape(invoice.status)}.</p>`
}
</main>
</body>
</html>`;
}

export function notFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown invoice</title></head><body><h1>Unknown invoice</h1></body></html>';
}

export const simulatorCss = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;padding:.25rem .5rem;border-radius:999px;background:#fef3c7;font-size:.8rem}
.amount{font-size:1.25rem}
form{display:inline-block;margin:.5rem .5rem 0 0}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.5rem;border:0;cursor:pointer;color:#fff}
.approve{background:#15803d}.decline{background:#b91c1c}.failure{background:#44403c;font-size:.9rem}
.gateway-failures{margin:1rem 0 0;font-size:.85rem;color:#57534e}
`;
