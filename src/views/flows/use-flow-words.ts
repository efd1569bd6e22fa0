import { useLingui } from '@lingui/react/macro';
import { delayText, guardCode, triggerCode, type ChartState, type ChartTransition, type ChartTrigger } from './chart';
import { wrap, type BoxText } from './layout';
import { flowTexts } from './texts';

/** The machines' English words in the reader's language (the flows catalog), and the chart's box texts. */
export function useFlowWords() {
  const { i18n, t } = useLingui();
  const say = (text: string | null): string => {
    if (!text) return '';
    const descriptor = flowTexts[text];
    return descriptor ? i18n._(descriptor) : text;
  };

  const stateText = (state: ChartState): BoxText => ({
    title: state.key,
    lines: [
      ...wrap(say(state.description)),
      ...state.invokes.map((invoke) => {
        const work = say(invoke.description) || invoke.id;
        return t`runs: ${work}`;
      }),
    ],
  });

  const triggerText = (trigger: ChartTrigger): string => {
    switch (trigger.kind) {
      case 'event':
        return say(trigger.description);
      case 'done': {
        const work = say(trigger.description) || trigger.actor;
        return t`done: ${work}`;
      }
      case 'error': {
        const work = say(trigger.description) || trigger.actor;
        return t`failed: ${work}`;
      }
      case 'after': {
        const delay = delayText(trigger);
        return t`after ${delay}`;
      }
      case 'always':
        return t`at once`;
    }
  };
  const triggerWords = (transition: ChartTransition): string => triggerText(transition.trigger);

  const guardWords = (transition: ChartTransition): string => {
    const { guard } = transition;
    if (!guard) return transition.otherwise ? t`otherwise` : '';
    const condition = say(guard.description) || guard.name;
    return guard.negated ? t`unless ${condition}` : t`if ${condition}`;
  };

  const transitionText = (transition: ChartTransition): BoxText => ({
    title: [triggerCode(transition.trigger), guardCode(transition)].filter(Boolean).join(' '),
    lines: wrap([triggerWords(transition), guardWords(transition), say(transition.description)].filter(Boolean).join(', ')),
  });

  return { say, stateText, transitionText, triggerText, triggerWords, guardWords };
}
