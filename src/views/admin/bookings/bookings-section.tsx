import { Trans } from '@lingui/react/macro';
import { pageTitle } from '../shared/styles';
import { Agenda } from './agenda';
import { EventAttendees } from './event-attendees';

/** /admin/bookings: the services' agenda by shop and day, and the events' attendee lists. */
export default function BookingsSection() {
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Bookings</Trans>
      </h1>
      <Agenda />
      <EventAttendees />
    </>
  );
}
