// Placeholder: the bookings-and-contact issue builds the events list with its booking forms.
export function EventsSection() {
  return null;
}
