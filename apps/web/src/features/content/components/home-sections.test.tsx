import type { HomeSection } from '@medsupply/contract';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { HomeSections } from './home-sections';

const sections: HomeSection[] = [
  {
    type: 'valuePropositions',
    heading: 'Why clinics order here',
    items: [{ icon: 'truck', title: 'Next-day delivery', body: 'Across the Midwest.' }],
  },
  {
    type: 'categoryTiles',
    heading: 'Shop by category',
    categories: [{ urlComponent: 'exam-gloves', label: 'Exam Gloves', id: 1, imageUrl: null }],
  },
  { type: 'trustStrip', items: [{ label: '24-hour delivery', detail: 'On stocked items' }] },
];

describe('HomeSections', () => {
  it('leaves the first section to render with the page, and every later one to render when near the viewport', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeSections sections={sections} renderCarousel={() => null} />
      </MemoryRouter>,
    );
    const rendered = [...container.querySelectorAll('section')];
    expect(rendered).toHaveLength(3);
    expect(rendered.map((section) => section.classList.contains('home-section-later'))).toEqual([
      false,
      true,
      true,
    ]);
    // A section's own classes stay.
    expect(rendered[2]!.className).toContain('bg-navy-900');
  });

  it('is what the stylesheet renders only near the viewport, with a height kept once rendered', () => {
    const css = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.css'), 'utf8');
    const rule = /\.home-section-later\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content-visibility:\s*auto/);
    expect(rule).toMatch(/contain-intrinsic-size:\s*auto \d+px/);
  });
});
