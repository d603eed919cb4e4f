// public/legacy-browser.js is what old Internet Explorer actually runs (it cannot run the module
// bundle). Run the real file in jsdom with spoofed user agents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { BROWSER_NOTICE_SNOOZE_KEY, BROWSER_NOTICE_SNOOZE_MS } from '@/features/layout/browser-support';

const script = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'legacy-browser.js'), 'utf8');

function runAs(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // The script only touches window and document, as it would in Internet Explorer.
  runInNewContext(script, { window, document });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('legacy-browser.js', () => {
  it('shows the notice to Internet Explorer 11 and snoozes it for 3 days', () => {
    runAs('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko');
    const notice = document.querySelector('[role="alertdialog"]');
    expect(notice?.textContent).toMatch(
      /recommend Google Chrome\. Firefox, Microsoft Edge and Safari on iOS/,
    );

    const before = Date.now();
    (document.getElementById('legacy-browser-snooze') as HTMLButtonElement).click();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    const until = Number(window.localStorage.getItem(BROWSER_NOTICE_SNOOZE_KEY));
    expect(until).toBeGreaterThanOrEqual(before + BROWSER_NOTICE_SNOOZE_MS);

    runAs('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('leaves other browsers alone', () => {
    runAs(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    );
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
