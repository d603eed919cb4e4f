// The back office's banner preview (features/admin/customers/content.tsx) draws what the
// storefront's banner (features/content/components/alert-banner.tsx) draws: the preview keeps its
// own copy so the back office does not split storefront modules off their chunks (ADR 0028), and
// this test fails the day the two drift apart.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { BannerPreview } from '@/features/admin/customers/content';
import { AlertBanner } from '@/features/content/components/alert-banner';

describe('BannerPreview', () => {
  it.each(['info', 'warning'] as const)('draws what the storefront draws (%s)', (tone) => {
    const banner = {
      enabled: true,
      tone,
      html: '<p>Closed <strong>Friday</strong>. <a href="/x">Why</a></p>',
    };
    const store = render(
      <MemoryRouter>
        <AlertBanner banner={banner} />
      </MemoryRouter>,
    ).container;
    const admin = render(<BannerPreview banner={banner} />).container;
    const shape = (root: HTMLElement) => ({
      aside: root.querySelector('aside')?.className,
      text: root.querySelector('aside')?.innerHTML.replace(/<svg[\s\S]*?<\/svg>/, ''),
      icon: [...root.querySelectorAll('svg circle, svg path')].map((n) => n.outerHTML),
      iconClass: root
        .querySelector('svg')
        ?.getAttribute('class')
        ?.split(' ')
        .filter((c) => !c.startsWith('lucide')),
    });
    expect(shape(admin)).toEqual(shape(store));
    expect(shape(admin).icon.length).toBeGreaterThan(1);
  });
  it('draws nothing for a disabled banner', () => {
    expect(
      render(<BannerPreview banner={{ enabled: false, tone: 'info', html: '<p>x</p>' }} />).container
        .innerHTML,
    ).toBe('');
  });
});
