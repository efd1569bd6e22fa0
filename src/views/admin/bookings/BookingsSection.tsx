import { Trans } from '@lingui/react/macro';
import { pageTitle } from '../shared/styles';
import { Agenda } from './Agenda';
import { EventAttendees } from './EventAttendees';

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
