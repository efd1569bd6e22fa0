// Placeholder until its issue builds the screen.
export default function CartPage() {
  return <h1 className="p-8 text-2xl">CartPage</h1>;
}
