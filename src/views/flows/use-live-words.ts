import { useLingui } from '@lingui/react/macro';
import type { StateValue } from 'xstate';
import { activeStateIds } from './active-states';
import { chartOf, triggerOf, type Chart } from './chart';
import { flowTitles } from './flow-titles';
import { flowMachines, type FlowMachine } from './machines';
import { useFlowWords } from './use-flow-words';

/** Words beside a code name: the live panel and the timeline show both, as the chart does. */
export interface Worded {
  words: string;
  code: string;
}

const charts = new Map<string, Chart>();
const flowOf = (machineId: string): FlowMachine | undefined => flowMachines.find((flow) => flow.machine.id === machineId);
function chartFor(flow: FlowMachine): Chart {
  const known = charts.get(flow.name);
  if (known) return known;
  const chart = chartOf(flow.machine, flow.words);
  charts.set(flow.name, chart);
  return chart;
}

/** The innermost states of a value (`info.editing`, not `info`), as the chart's ids. */
export function innermostStates(value: StateValue): string[] {
  const ids = [...activeStateIds(value)].filter((id) => id !== '');
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
}

/** What the shop's actors report (machine ids, event types, state values), in the reader's words. */
export function useLiveWords() {
  const { i18n } = useLingui();
  const { say, triggerText } = useFlowWords();

  const flowTitle = (name: string): string => {
    const title = flowTitles[name];
    return title ? i18n._(title) : name;
  };

  const machineTitle = (machineId: string): Worded => {
    const flow = flowOf(machineId);
    return { words: flow ? flowTitle(flow.name) : machineId, code: flow?.name ?? machineId };
  };

  const eventText = (machineId: string, eventType: string): Worded => {
    const flow = flowOf(machineId);
    const words = flow
      ? triggerText(triggerOf(eventType, eventType.replace(/^xstate\.after\.([^.]+)\..*$/, '$1'), flow.machine, flow.words))
      : '';
    return { words: words || eventType, code: eventType };
  };

  const stateText = (machineId: string, value: StateValue): Worded => {
    const flow = flowOf(machineId);
    const ids = innermostStates(value);
    const chart = flow ? chartFor(flow) : null;
    const code = ids.join(', ') || machineId;
    // A flat machine is in its one state: the machine's own description.
    const described = (ids.length > 0 ? ids : [''])
      .map((id) => say(chart?.states.find((state) => state.id === id)?.description ?? null))
      .filter(Boolean);
    return { words: described.join(' · ') || code, code };
  };

  return { flowTitle, machineTitle, eventText, stateText };
}
