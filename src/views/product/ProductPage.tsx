// Placeholder until its issue builds the screen.
export default function ProductPage() {
  return <h1 className="p-8 text-2xl">ProductPage</h1>;
}
