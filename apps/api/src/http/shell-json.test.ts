// The shell data of a page as script JSON (spa.ts shellJson): the same text as scriptJson, with the
// parts the pages share written once.
import { describe, expect, it } from 'vitest';

import { scriptJson, shellJson } from './spa.ts';

describe('shellJson', () => {
  it('writes what scriptJson writes, markup escaped and undefined fields left out', () => {
    const shell = {
      website: { alert: '<script>alert(1)</script> & "quotes"', items: [1, null, { a: true }] },
      siteConfig: { name: 'Meridian' },
      categories: [{ id: 1, name: 'Gloves > Nitrile' }],
      listing: undefined,
      count: 3,
      label: '</script>',
    };
    expect(shellJson(shell)).toBe(scriptJson(shell));
    expect(JSON.parse(shellJson(shell))).toEqual(JSON.parse(JSON.stringify(shell)));
    expect(shellJson(shell)).not.toContain('<');
  });

  it('writes a shared part once, however many pages carry it', () => {
    let written = 0;
    const website = {
      toJSON() {
        written += 1;
        return { navBar: { slogans: ['Free shipping'] } };
      },
    };
    const first = shellJson({ website, listing: { page: 1 } });
    const second = shellJson({ website, listing: { page: 2 } });
    expect(written).toBe(1);
    expect(JSON.parse(first)).toEqual({
      website: { navBar: { slogans: ['Free shipping'] } },
      listing: { page: 1 },
    });
    expect(JSON.parse(second).listing).toEqual({ page: 2 });
  });
});
