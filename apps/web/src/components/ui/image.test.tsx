// fireEvent stays here: a failed image load is the browser's event, not one a person makes.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Image, ItemThumbnail, pictureAtWidth } from './image';

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

describe('ItemThumbnail', () => {
  it("shows the item's picture contained in its box, at its size, as decoration", () => {
    const { container } = render(
      <ItemThumbnail src="/media/items/gloves.svg?w=128" size={64} className="size-16" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('64');
    expect(img?.getAttribute('height')).toBe('64');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.className).toContain('object-contain');
    expect(img?.className).toContain('size-16');
  });

  it("shows 'Image coming soon' in the same box when the item has no picture", () => {
    for (const src of [null, undefined, '']) {
      const { unmount } = render(<ItemThumbnail src={src} size={64} className="size-16" />);
      expect(screen.getByRole('img', { name: 'Image coming soon' }).className).toContain('size-16');
      unmount();
    }
  });

  it('falls back to the same placeholder when the picture fails to load', () => {
    const { container } = render(
      <ItemThumbnail src="/media/missing.png" size={48} className="size-12" loading="eager" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image coming soon' }).className).toContain('size-12');
  });
});

describe('pictureAtWidth', () => {
  it("asks the store's drawn pictures for the width their box shows", () => {
    expect(pictureAtWidth('/media/categories/syringe_0891b2.svg?w=480', 160)).toBe(
      '/media/categories/syringe_0891b2.svg?w=160',
    );
    expect(pictureAtWidth('/media/items/glove-box_2563eb_nitrile_1.svg?w=1200', 320.4)).toBe(
      '/media/items/glove-box_2563eb_nitrile_1.svg?w=320',
    );
  });

  it('leaves any other address as it is', () => {
    for (const src of [
      'https://cdn.example.com/media/categories/a.svg?w=480',
      '/images/home/hero.svg',
      '/media/files/sds_123_gloves.pdf',
      '/media/categories/a.svg?w=480&x=1',
      '/media/categories/a.svg',
    ]) {
      expect(pictureAtWidth(src, 160)).toBe(src);
    }
  });
});
