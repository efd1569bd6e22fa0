// Placeholder until its issue builds the screen.
export default function NotFoundPage() {
  return <h1 className="p-8 text-2xl">NotFoundPage</h1>;
}
