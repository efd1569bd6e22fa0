import { createContext, useContext, useEffect, useState } from 'react';
import { flowChannelName, thisTab, type FlowMessage, type StateMessage } from '../../actors/flow-channel';

/** One event a shop tab reported, for the timeline. */
export type TimelineEntry = StateMessage & { event: string };

export interface LiveFlows {
  /** The latest state of every running actor, by tab and actor. */
  actors: ReadonlyMap<string, StateMessage>;
  /** The events the shop's actors handled since the studio opened, newest first. */
  timeline: readonly TimelineEntry[];
}

const timelineLength = 200;
const keyOf = (message: StateMessage) => `${message.tab}/${message.actor}`;

/**
 * Listens to the shop's tabs on the flow channel (src/actors/flow-channel.ts) and says `studio` when it
 * starts, which makes every open shop tab load its inspection bridge and report its actors.
 */
export function useLiveFlowsChannel(): LiveFlows {
  const [live, setLive] = useState<LiveFlows>({ actors: new Map(), timeline: [] });
  useEffect(() => {
    const channel = new BroadcastChannel(flowChannelName);
    channel.onmessage = ({ data }: MessageEvent<FlowMessage>) => {
      if (data?.kind === 'shop') channel.postMessage({ kind: 'studio' } satisfies FlowMessage);
      if (data?.kind !== 'state' || data.tab === thisTab) return;
      setLive((previous) => {
        const actors = new Map(previous.actors);
        if (data.status === 'active') actors.set(keyOf(data), data);
        else actors.delete(keyOf(data));
        const timeline = data.event ? [{ ...data, event: data.event }, ...previous.timeline].slice(0, timelineLength) : previous.timeline;
        return { actors, timeline };
      });
    };
    channel.postMessage({ kind: 'studio' } satisfies FlowMessage);
    return () => channel.close();
  }, []);
  return live;
}

export const LiveFlowsContext = createContext<LiveFlows>({ actors: new Map(), timeline: [] });

export const useLiveFlows = () => useContext(LiveFlowsContext);

/** The running actors of one machine, most recently changed first. */
export function liveActorsOf(live: LiveFlows, machineId: string): StateMessage[] {
  return [...live.actors.values()].filter((message) => message.machine === machineId).sort((a, b) => b.at - a.at);
}
