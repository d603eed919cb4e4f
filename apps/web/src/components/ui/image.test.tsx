// fireEvent stays here: a failed image load is the browser's event, not one a person makes.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Image, pictureAtWidth } from './image';

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
