// An image that shows a placeholder when it cannot load (storefront spec §8: an image that fails
// to load shows an 'image coming soon' picture).
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ImgHTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface ImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Shown instead of the image when it fails; defaults to an 'Image coming soon' tile. */
  fallback?: ReactNode;
}

const DRAWN_PICTURE = /^(\/media\/(?:items|categories)\/[^?#]+)\?w=\d+$/;

/**
 * The store's own drawn pictures (`/media/items|categories/…?w=N`, apps/api media) at the width a
 * box shows them, so the browser neither downloads nor decodes more pixels than it paints (the
 * server draws twice the width for sharp screens). Any other address is left as it is.
 */
export function pictureAtWidth(src: string, width: number): string {
  const match = DRAWN_PICTURE.exec(src);
  return match ? `${match[1]}?w=${Math.round(width)}` : src;
}

export function ImageComingSoon({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label="Image coming soon"
      className={cn(
        'flex flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-xs text-slate-600',
        className,
      )}
    >
      <ImageOff className="size-5 text-slate-400" aria-hidden="true" />
      Image coming soon
    </span>
  );
}

export function Image({ src, alt, fallback, className, loading = 'lazy', ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <>{fallback ?? <ImageComingSoon className={className} />}</>;
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      className={className}
      onError={() => setFailedSrc(src)}
      {...props}
    />
  );
}

export interface ItemThumbnailProps {
  /** The item's picture; null or empty when it has none. */
  src: string | null | undefined;
  /** The square's side in CSS pixels (the picture's intrinsic size, so the layout does not jump). */
  size: number;
  /** Classes of the box, for the picture and its placeholder alike. */
  className: string;
  loading?: 'eager' | 'lazy';
}

/**
 * An item's thumbnail, the one way a list, card or line shows an item's picture: the picture
 * contained in its box, or 'Image coming soon' in the same box when it has none or cannot load.
 * Decorative (alt=""): the item's name is always written beside it.
 */
export function ItemThumbnail({ src, size, className, loading }: ItemThumbnailProps) {
  const placeholder = <ImageComingSoon className={className} />;
  if (!src) return placeholder;
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      className={cn('object-contain', className)}
      fallback={placeholder}
    />
  );
}
