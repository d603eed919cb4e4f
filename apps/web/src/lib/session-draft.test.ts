import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isRecord, sessionDraft } from './session-draft';

interface Draft {
  owner: string;
  count: number;
}
const isDraft = (value: unknown): value is Draft =>
  isRecord(value) && typeof value['owner'] === 'string' && typeof value['count'] === 'number';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('sessionDraft', () => {
  it('keeps a value in sessionStorage under its key, and removes it with null', () => {
    const draft = sessionDraft('test:draft', isDraft);
    expect(draft.read()).toBeNull();
    draft.write({ owner: '1:2', count: 3 });
    expect(JSON.parse(sessionStorage.getItem('test:draft') ?? 'null')).toEqual({ owner: '1:2', count: 3 });
    expect(draft.read()).toEqual({ owner: '1:2', count: 3 });
    draft.write(null);
    expect(sessionStorage.getItem('test:draft')).toBeNull();
    expect(draft.read()).toBeNull();
  });

  it('answers the same object for the same stored text (useSyncExternalStore needs it)', () => {
    const draft = sessionDraft('test:same', isDraft);
    draft.write({ owner: 'a', count: 1 });
    expect(draft.read()).toBe(draft.read());
  });

  it('reads a value of another shape, or text that is not JSON, as nothing', () => {
    const draft = sessionDraft('test:shape', isDraft);
    sessionStorage.setItem('test:shape', JSON.stringify({ owner: 'a', count: 'three' }));
    expect(draft.read()).toBeNull();
    sessionStorage.setItem('test:shape', '{not json');
    expect(draft.read()).toBeNull();
    sessionStorage.setItem('test:shape', JSON.stringify([1, 2]));
    expect(draft.read()).toBeNull();
  });

  it('keeps working when the browser refuses storage', () => {
    const draft = sessionDraft('test:blocked', isDraft);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => draft.write({ owner: 'a', count: 1 })).not.toThrow();
    expect(draft.read()).toBeNull();
  });

  it('tells the components that read it when it is written', () => {
    const draft = sessionDraft('test:hook', isDraft);
    const { result } = renderHook(() => draft.use());
    expect(result.current).toBeNull();
    act(() => draft.write({ owner: 'b', count: 2 }));
    expect(result.current).toEqual({ owner: 'b', count: 2 });
    act(() => draft.write(null));
    expect(result.current).toBeNull();
  });
});
