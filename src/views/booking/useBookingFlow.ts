import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { shopInspector } from '../../app/inspector';
import { RootActor } from '../../app/RootActor';
import { slotAt } from '../../domain/booking';
import type { FieldMessage } from '../../domain/contact-fields';
import type { SessionReader } from '../../machines/booking';
import { bookingLogic } from '../../services/bookings';

/**
 * A booking flow actor for one form, on this device's clock. It reads the signed-in user through the
 * root actor's system (`session`), so the booking carries their uid when it is sent.
 */
export function useBookingFlow() {
  const session = RootActor.useActorRef().system.get('session') as SessionReader | undefined;
  const actor = useActorRef(bookingLogic, { input: { session: session ?? null, now: () => new Date() }, inspect: shopInspector() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const issues = useSelector(actor, (snapshot) => snapshot.context.issues);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const resets = useSelector(actor, (snapshot) => snapshot.context.resets);
  return { actor, state, issues, failure, resets, busy: state === 'submitting' };
}

/**
 * Projects a flow's messages and resets onto a react-hook-form form: the rules the flow found
 * broken (or the server did) show next to their fields, the first message of a field and focus on
 * the first field named, and each reset empties the form.
 */
export function useFormFeedback<T extends FieldValues>(form: UseFormReturn<T>, issues: FieldMessage[], resets: number) {
  const { setError, reset, getValues } = form;
  useEffect(() => {
    const fields = getValues();
    const marked = new Set<string>();
    for (const issue of issues) {
      if (!(issue.path in fields) || marked.has(issue.path)) continue;
      setError(issue.path as Path<T>, { type: 'rules', message: issue.message }, { shouldFocus: marked.size === 0 });
      marked.add(issue.path);
    }
  }, [issues, setError, getValues]);
  useEffect(() => {
    if (resets > 0) reset();
  }, [resets, reset]);
}

/** The shop's today, for the date picker's lower bound. */
export const shopToday = () => slotAt(new Date()).service_day;
