// Placeholder until its issue builds the screen.
export default function PaymentPage() {
  return <h1 className="p-8 text-2xl">PaymentPage</h1>;
}
