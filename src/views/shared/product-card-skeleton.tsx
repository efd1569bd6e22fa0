/** Placeholder with the card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="product-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-stone-200"
    >
      <div className="aspect-square bg-stone-200" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-3 w-1/3 rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-1/4 rounded bg-stone-200" />
        <div className="mt-2 h-9 rounded-full bg-stone-200" />
      </div>
    </div>
  );
}
