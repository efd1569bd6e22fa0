import type { AnyActor } from 'xstate';
import { flowChannelName, type FlowMessage } from './flow-channel';

/**
 * The only part of the flow studio's wiring in a shopper's first load: it waits for a studio to announce
 * itself on the same-origin channel (or for `?inspect`) and only then loads the inspector, which watches
 * the root actor through its system. Until then the root actor runs with no inspection observer at all.
 */
export function listenForStudio(root: AnyActor): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(flowChannelName);
  const watch = () => void import('./inspector').then(({ watchRoot }) => watchRoot(root));
  channel.onmessage = (message: MessageEvent<FlowMessage>) => {
    if (message.data?.kind === 'studio') watch();
  };
  channel.postMessage({ kind: 'shop' } satisfies FlowMessage);
  if (new URLSearchParams(location.search).has('inspect')) watch();
  return () => channel.close();
}
