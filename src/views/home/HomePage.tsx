// Placeholder until its issue builds the screen.
export default function HomePage() {
  return <h1 className="p-8 text-2xl">HomePage</h1>;
}
