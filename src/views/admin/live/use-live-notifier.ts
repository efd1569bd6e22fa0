import { useRef } from 'react';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LiveEvent } from '../../../domain/live-events';

export const canNotify = () => typeof Notification !== 'undefined';

const colleague = msg`Changed by a colleague`;

function wordsFor(event: LiveEvent): { title: MessageDescriptor; body: MessageDescriptor } {
  const { id } = event;
  switch (event.kind) {
    case 'order':
      return { title: msg`New paid order`, body: msg`Order ${id} is paid: it can be prepared.` };
    case 'booking':
      return { title: msg`New booking`, body: msg`Booking ${id} was just made.` };
    case 'message':
      return { title: msg`New message`, body: msg`A visitor wrote to the shop (message ${id}).` };
  }
  if (event.entity === 'order') return { title: colleague, body: msg`A colleague changed order ${id}.` };
  if (event.entity === 'booking') return { title: colleague, body: msg`A colleague changed booking ${id}.` };
  if (event.entity === 'message') return { title: colleague, body: msg`A colleague changed message ${id}.` };
  if (event.entity === 'staff') return { title: colleague, body: msg`A colleague changed the staff.` };
  return { title: colleague, body: msg`A colleague changed the catalogue.` };
}

/**
 * Shows news as a browser notification, only where the staff member allowed them (the nav's button
 * asks, never this). The tag makes several open tabs show one notification per event, not one each.
 */
export function useLiveNotifier(): (event: LiveEvent) => void {
  const { i18n } = useLingui();
  const current = useRef<I18n>(i18n);
  current.current = i18n;
  return (event) => {
    if (!canNotify() || Notification.permission !== 'granted') return;
    const { title, body } = wordsFor(event);
    const tag = event.kind === 'staff' ? `staff-${event.entity}-${event.id}-${event.action}` : `${event.kind}-${event.id}`;
    new Notification(current.current._(title), { body: current.current._(body), tag });
  };
}
