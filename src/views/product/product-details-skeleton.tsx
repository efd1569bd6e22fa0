/** The details layout's shape while the product loads, so nothing jumps when it arrives. */
export function ProductDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto grid max-w-7xl animate-pulse gap-6 px-4 py-6 md:grid-cols-2">
      <div className="aspect-square rounded-xl bg-stone-200" />
      <div className="flex flex-col gap-3">
        <div className="h-5 w-24 rounded-full bg-stone-200" />
        <div className="h-8 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-4 w-2/3 rounded bg-stone-200" />
        <div className="h-7 w-32 rounded bg-stone-200" />
        <div className="h-11 w-full rounded-full bg-stone-200" />
      </div>
    </div>
  );
}
