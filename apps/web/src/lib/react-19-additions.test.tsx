// The tests run on what production runs: React resolves to Preact (preact-aliases.ts, ADR 0009).
import { render, screen } from '@testing-library/react';
import * as compat from 'preact/compat';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';

import { useOptimistic } from './react-19-additions';

describe('react on preact', () => {
  it('resolves react and react-dom to preact/compat', () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
  });

  it('useOptimistic shows the passed-through state when no optimistic update was made', () => {
    function Shown({ value }: { value: string }) {
      const [state] = useOptimistic(value);
      return <p>{state}</p>;
    }
    const { rerender } = render(<Shown value="first" />);
    expect(screen.getByText('first')).toBeDefined();
    rerender(<Shown value="second" />);
    expect(screen.getByText('second')).toBeDefined();
  });
});
