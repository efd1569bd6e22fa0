import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { shopInspector } from '../../actors/inspector';
import { RootActor } from '../../actors/root-actor';
import { slotAt } from '../../domain/booking';
import type { FieldMessage } from '../../domain/contact-fields';
import type { SessionReader } from '../../machines/booking';
import { bookingLogicFor } from '../../services/bookings';

/**
 * A booking flow actor for one form, on this device's clock. It reads the signed-in user through the
 * root actor's system (`session`), so the booking carries their uid when it is sent and the form starts
 * with her details.
 */
export function useBookingFlow() {
  const root = RootActor.useActorRef();
  const client = useQueryClient();
  const session = root.system.get('session') as SessionReader | undefined;
  const logic = useMemo(() => bookingLogicFor(root.system, client), [root, client]);
  const actor = useActorRef(logic, { input: { session: session ?? null, now: () => new Date() }, inspect: shopInspector() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const issues = useSelector(actor, (snapshot) => snapshot.context.issues);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const resets = useSelector(actor, (snapshot) => snapshot.context.resets);
  const person = useSelector(actor, (snapshot) => snapshot.context.person);
  const booked = useSelector(actor, (snapshot) => snapshot.context.booked);
  return { actor, state, issues, failure, resets, person, booked, busy: state === 'submitting' };
}

/**
 * Projects a flow's messages, resets and starting values onto a react-hook-form form: the rules the flow
 * found broken (or the server did) show next to their fields, the first message of a field and focus on
 * the first field named; the fields start with `start` (the empty form with the flow's details of the
 * signed-in shopper over it), which fills the fields not typed in when it changes, and each reset of the
 * flow starts the form again from it.
 */
export function useFormFeedback<T extends FieldValues>(
  form: UseFormReturn<T>,
  issues: FieldMessage[],
  resets: number,
  start: DefaultValues<T>,
) {
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
  // New starting values (her record arrived) fill only what she has not typed in.
  useEffect(() => reset(start, { keepDirtyValues: true }), [start, reset]);
  const seenResets = useRef(resets);
  useEffect(() => {
    if (resets === seenResets.current) return;
    seenResets.current = resets;
    reset(start);
  }, [resets, reset, start]);
}

/** The shop's today, for the date picker's lower bound. */
export const shopToday = () => slotAt(new Date()).service_day;
