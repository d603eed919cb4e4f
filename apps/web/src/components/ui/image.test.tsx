import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Image } from './image';

describe('Image (storefront spec §8: failed images show an image-coming-soon picture)', () => {
  it('shows the image, and the coming-soon picture once it fails to load', () => {
    render(<Image src="/media/missing.png" alt="Nitrile gloves" />);
    fireEvent.error(screen.getByRole('img', { name: 'Nitrile gloves' }));
    expect(screen.queryByRole('img', { name: 'Nitrile gloves' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Image coming soon' })).toBeTruthy();
  });

  it('tries again when given a different source', () => {
    const { rerender } = render(<Image src="/media/a.png" alt="Gauze" />);
    fireEvent.error(screen.getByRole('img', { name: 'Gauze' }));
    rerender(<Image src="/media/b.png" alt="Gauze" />);
    expect(screen.getByRole('img', { name: 'Gauze' }).getAttribute('src')).toBe('/media/b.png');
  });
});
