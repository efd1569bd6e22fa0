// Placeholder until its issue builds the screen.
export default function ConfirmationPage() {
  return <h1 className="p-8 text-2xl">ConfirmationPage</h1>;
}
