import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';

import Toaster, { TOAST_PALETTE } from './toaster';

/** WCAG 2 relative luminance of a '#rrggbb' color. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('Toaster', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // sonner's own success pair, the one issue 31 found too pale.
    expect(contrast('#008a2e', '#ecfdf3')).toBeLessThan(4.5);
  });

  it.each(Object.entries(TOAST_PALETTE))(
    'gives %s toasts text at WCAG AA (4.5:1) on their background',
    (_, colors) => {
      expect(contrast(colors.text, colors.bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('hands the palette to the toasts it shows', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--success-text')).toBe(TOAST_PALETTE.success.text);
    expect(toaster?.style.getPropertyValue('--error-bg')).toBe(TOAST_PALETTE.error.bg);
  });
});
