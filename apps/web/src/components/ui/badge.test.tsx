import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CountBadge } from './badge';

describe('CountBadge', () => {
  it('shows nothing for an empty cart or no unread notifications', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('shows the count, and 99+ above 99', () => {
    expect(render(<CountBadge count={3} />).container.textContent).toBe('3');
    expect(render(<CountBadge count={120} />).container.textContent).toBe('99+');
  });
});
