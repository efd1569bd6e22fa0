// Placeholder: the bookings-and-contact issue builds the contact form block.
export function ContactSection() {
  return null;
}
