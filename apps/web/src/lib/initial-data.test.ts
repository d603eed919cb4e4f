import { describe, expect, it } from 'vitest';

import { resetInitialData, takeCategoryPageData, takeProductPageData, takeShellData } from './initial-data';

function embed(json: string, id = 'app-data') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = json;
  document.body.append(script);
  resetInitialData();
  return script;
}

describe('page data embedded by the server (contract ProductPageData / CategoryPageData)', () => {
  it('returns the product page data for the same key, once', () => {
    const script = embed('{"page":"product","key":"nitrile-gloves","item":{"id":7}}');
    expect(takeCategoryPageData('nitrile-gloves')).toBeUndefined();
    expect(takeProductPageData('other-item')).toBeUndefined();
    expect(takeProductPageData('nitrile-gloves')).toEqual({
      page: 'product',
      key: 'nitrile-gloves',
      item: { id: 7 },
    });
    expect(takeProductPageData('nitrile-gloves')).toBeUndefined();
    script.remove();
  });

  it('returns category page data including a null category for an unknown one', () => {
    const script = embed('{"page":"category","key":"nope","category":null,"listing":null}');
    expect(takeCategoryPageData('nope')).toEqual({
      page: 'category',
      key: 'nope',
      category: null,
      listing: null,
    });
    script.remove();
  });

  it('ignores a missing, broken or foreign embed', () => {
    resetInitialData();
    expect(takeProductPageData('1')).toBeUndefined();
    let script = embed('{not json');
    expect(takeProductPageData('1')).toBeUndefined();
    script.remove();
    script = embed('{"/api/site/config":{"storeName":"Meridian"}}');
    expect(takeProductPageData('1')).toBeUndefined();
    script.remove();
  });
});

describe('shell data embedded by the server (contract ShellData)', () => {
  it('returns the shell data once', () => {
    const script = embed('{"website":{"alertBanner":null},"siteConfig":null,"categories":[]}', 'app-shell');
    expect(takeShellData()).toEqual({ website: { alertBanner: null }, siteConfig: null, categories: [] });
    expect(takeShellData()).toBeUndefined();
    script.remove();
  });

  it('ignores a missing, broken or foreign shell embed', () => {
    resetInitialData();
    expect(takeShellData()).toBeUndefined();
    let script = embed('{not json', 'app-shell');
    expect(takeShellData()).toBeUndefined();
    script.remove();
    script = embed('{"page":"product","key":"1","item":null}', 'app-shell');
    expect(takeShellData()).toBeUndefined();
    script.remove();
  });
});
