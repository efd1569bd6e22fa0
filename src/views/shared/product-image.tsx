import { Leaf } from 'lucide-react';
import type { ImageFormat } from '../../domain/catalog';

export interface ProductImageProps {
  /** A variant of the API image (e.g. `formats.small` for cards); none shows a neutral placeholder. */
  image: ImageFormat | null | undefined;
  alt: string;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  lazy?: boolean;
  className?: string;
}

/**
 * An API image with its intrinsic width and height, so the page does not jump while it loads.
 * Image urls are relative to the API host, which serves the SPA too.
 */
export function ProductImage({ image, alt, lazy = false, className = '' }: ProductImageProps) {
  if (!image) {
    return (
      // An empty alt means the picture is decorative (a card's name says what it shows): no image role then,
      // as an <img alt=""> would have none.
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex aspect-square items-center justify-center bg-brand-50 text-brand-500 ${className}`}
      >
        <Leaf aria-hidden="true" className="size-1/3" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      // An eager image is above the fold, where the page's largest paint usually is: ahead of scripts and the rest.
      fetchPriority={lazy ? 'auto' : 'high'}
      decoding="async"
      className={`aspect-square h-auto w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
