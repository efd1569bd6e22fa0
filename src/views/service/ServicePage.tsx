// Placeholder until its issue builds the screen.
export default function ServicePage() {
  return <h1 className="p-8 text-2xl">ServicePage</h1>;
}
