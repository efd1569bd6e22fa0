// Placeholder until its issue builds the screen.
export default function WishlistPage() {
  return <h1 className="p-8 text-2xl">WishlistPage</h1>;
}
