// The page's content width and side padding, the same in header, main and footer.
import type { HTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 md:px-6 xl:px-8', className)} {...props} />;
}
