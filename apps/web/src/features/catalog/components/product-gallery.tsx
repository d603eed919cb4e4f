// The product image gallery (storefront spec §2.5): a main image, thumbnails when there is more than
// one image, and the 'image coming soon' fallback when there is none or it fails to load.
import type { ItemDetail } from '@medsupply/contract';
import { useState } from 'react';

import { Image, ImageComingSoon } from '@/components/ui/image';
import { cn } from '@/lib/cn';

export function ProductGallery({ item, name }: { item: ItemDetail; name: string }) {
  const images =
    item.itemImage.length > 0
      ? [...item.itemImage].sort((a, b) => a.index - b.index)
      : item.thumbnailImage
        ? [{ index: 0, url: item.thumbnailImage, largeUrl: item.thumbnailImage }]
        : [];
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  return (
    <div>
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-white p-6">
        {current ? (
          <Image
            src={current.url}
            alt={name}
            width={480}
            height={480}
            loading="eager"
            fetchPriority="high"
            className="max-h-full w-full object-contain"
            fallback={<ImageComingSoon className="size-full text-sm" />}
          />
        ) : (
          <ImageComingSoon className="size-full text-sm" />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={cn(
                  'flex size-16 items-center justify-center overflow-hidden rounded-lg border bg-white p-1 md:size-20',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  index === selected
                    ? 'border-brand-700 ring-2 ring-brand-700/30'
                    : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <Image src={image.url} alt="" width={80} height={80} className="max-h-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
