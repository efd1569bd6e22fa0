import { Leaf } from 'lucide-react';

/** The stored card-sized picture of a cart or wishlist line (240 px source), or a neutral placeholder. */
export function LineImage({ url, className = '' }: { url: string | null; className?: string }) {
  if (!url) {
    return (
      <div
        aria-hidden="true"
        className={`flex aspect-square items-center justify-center rounded-lg bg-brand-50 text-brand-500 ${className}`}
      >
        <Leaf className="size-1/2" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={240}
      height={240}
      loading="lazy"
      decoding="async"
      className={`aspect-square rounded-lg bg-brand-50 object-cover ${className}`}
    />
  );
}
