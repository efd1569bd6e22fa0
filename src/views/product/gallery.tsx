import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ProductImage as ApiImage } from '../../domain/catalog';
import { ProductImage } from '../shared/product-image';

/** Main image with thumbnails; choosing a thumbnail shows it as the main image. */
export function Gallery({ images, name }: { images: readonly ApiImage[]; name: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  const showPicture = (index: number) => {
    const position = index + 1;
    return t`Show picture ${position}`;
  };
  return (
    <div className="flex flex-col gap-3">
      <ProductImage image={main} alt={main?.alternativeText || name} className="rounded-xl" />
      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-2" aria-label={t`Pictures of ${name}`}>
          {images.map((image, index) => (
            <li key={image.url}>
              {/* w-full: even as a block a button sizes to its content, so it stayed 0 px wide until its lazy
                  picture loaded and then pushed the product's text down (layout shift). */}
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={showPicture(index)}
                onClick={() => setSelected(index)}
                className={`block w-full overflow-hidden rounded-lg border-2 ${index === selected ? 'border-brand-500' : 'border-transparent'}`}
              >
                <ProductImage image={image.formats.small} alt="" lazy />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
