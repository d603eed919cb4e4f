import { describe, expect, it } from 'vitest';

import { resetInitialData, takeInitialData } from './initial-data';

function embed(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-data';
  script.textContent = json;
  document.body.append(script);
  resetInitialData();
  return script;
}

describe('takeInitialData', () => {
  it('returns the response the server embedded for a path, once', () => {
    const script = embed('{"/api/site/config":{"storeName":"Meridian"}}');
    expect(takeInitialData('/api/site/config')).toEqual({ storeName: 'Meridian' });
    expect(takeInitialData('/api/site/config')).toBeUndefined();
    script.remove();
  });

  it('ignores a missing or broken embed', () => {
    resetInitialData();
    expect(takeInitialData('/api/site/config')).toBeUndefined();
    const script = embed('{not json');
    expect(takeInitialData('/api/site/config')).toBeUndefined();
    script.remove();
  });
});
