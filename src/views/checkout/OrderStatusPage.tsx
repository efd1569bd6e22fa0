// Placeholder until its issue builds the screen.
export default function OrderStatusPage() {
  return <h1 className="p-8 text-2xl">OrderStatusPage</h1>;
}
