// Placeholder until its issue builds the screen.
export default function VerifyPage() {
  return <h1 className="p-8 text-2xl">VerifyPage</h1>;
}
