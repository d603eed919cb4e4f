// Moving through a page with the keyboard alone, as a journey does (issue 31 point 3): Tab (or
// Shift+Tab) until a control has the focus, and the check that wherever the focus is, it shows.
// Every step that lands the focus somewhere asserts a visible focus indicator: an outline or a box
// shadow that is not none, whose colour stands out 3:1 from what is behind it (WCAG 1.4.11).
import type { Frame, Locator, Page } from 'playwright-core';

/** What a page or a frame inside it has in common for reading its focus. */
type Scope = Page | Frame;

export interface FocusIndicator {
  /** How the focused element is described in a failure: tag, role, name, text. */
  element: string;
  /** 'outline' or 'box-shadow' when one shows, else null. */
  kind: 'outline' | 'box-shadow' | null;
  /** The indicator's colour against the background behind it (1 when none shows). */
  contrast: number;
}

/**
 * The focused element of the page, or of the frame the focus is in (the gateway's hosted card
 * fields), with its focus indicator. Runs in the browser: colours are read through a canvas so
 * that any CSS colour (hex, rgb, oklch from Tailwind's palette) compares the same.
 */
async function readFocus(scope: Scope): Promise<FocusIndicator> {
  return scope.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const describe = (element: Element | null): string => {
      if (!element || element === document.body) return '<body>';
      const role = element.getAttribute('role');
      const name =
        element.getAttribute('aria-label') ??
        (element.id
          ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent.trim()
          : undefined) ??
        (element as HTMLElement).innerText.trim().split('\n')[0]?.slice(0, 60) ??
        '';
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
    };
    if (!active || active === document.body || active === document.documentElement)
      return { element: '<body>', kind: null, contrast: 1 };
    if (active.tagName === 'IFRAME') return { element: describe(active), kind: null, contrast: 1 };

    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    /** [r, g, b, a] of a CSS colour, a in 0..1. */
    const rgba = (color: string): [number, number, number, number] => {
      if (!context) return [0, 0, 0, 0];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: [number, number, number, number], under: [number, number, number]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * top[3] + (under[i] ?? 0) * (1 - top[3])) as [
        number,
        number,
        number,
      ];
    const luminance = ([r, g, b]: [number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: [number, number, number], b: [number, number, number]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    // What the indicator is drawn over: the nearest ancestor with a background (outlines and
    // rings are drawn outside the element), layered down to the page's white.
    const behind = (element: Element): [number, number, number] => {
      const layers: [number, number, number, number][] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<[number, number, number]>(
        (under, layer) => over(layer, under),
        [255, 255, 255],
      );
    };

    // What a person sees once the focus has settled: a control's colour transition (Tailwind's
    // transition-colors includes outline-color) starts the outline from the text colour, so the
    // element's transitions are run to their end before it is read.
    for (const animation of active.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
    const style = getComputedStyle(active);
    const background = behind(active);
    const outlineWidth = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      return {
        element: describe(active),
        kind: 'outline',
        contrast: ratio(over(rgba(style.outlineColor), background), background),
      };
    }
    if (style.boxShadow !== 'none') {
      // The most visible of the shadow's layers (a ring is one with a spread).
      const colors = style.boxShadow.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#[0-9a-f]+/gi);
      const best = Math.max(1, ...(colors ?? []).map((c) => ratio(over(rgba(c), background), background)));
      return { element: describe(active), kind: 'box-shadow', contrast: best };
    }
    return { element: describe(active), kind: null, contrast: 1 };
  });
}

/** The scope the focus is in: the page, or the frame of a focused iframe (hosted card fields). */
async function focusScope(page: Page): Promise<Scope> {
  const frameElement = await page.evaluateHandle(() =>
    document.activeElement?.tagName === 'IFRAME' ? document.activeElement : null,
  );
  const element = frameElement.asElement();
  const frame = element ? await element.contentFrame() : null;
  await frameElement.dispose();
  return frame ?? page;
}

/** A short description of what has the focus, in the page or in a frame inside it. */
export async function focused(page: Page): Promise<string> {
  return (await readFocus(await focusScope(page))).element;
}

/**
 * Fails unless the focused element shows a focus indicator (outline or box shadow) that stands out
 * 3:1 from the background behind it. `step` names where the journey is, for the message.
 */
export async function expectFocusVisible(page: Page, step: string): Promise<void> {
  assertVisible(await readFocus(await focusScope(page)), step);
}

function assertVisible(focus: FocusIndicator, step: string): void {
  if (!focus.kind) throw new Error(`${step}: the focused element ${focus.element} shows no focus indicator`);
  if (focus.contrast < 3)
    throw new Error(
      `${step}: the focus indicator (${focus.kind}) of ${focus.element} stands out only ` +
        `${focus.contrast.toFixed(2)}:1 from its background (3:1 needed)`,
    );
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return element === active && document.hasFocus();
    })
    .catch(() => false);
}

export interface TabOptions {
  /** How many presses at most before failing (default 40). */
  max?: number;
  /** Shift+Tab: backwards. */
  backwards?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus (none if it has it already), checking
 * at each stop that the focus shows. Fails with the list of what got the focus on the way when `max` presses do not reach it.
 * Returns the number of presses it took.
 */
export async function tabTo(page: Page, target: Locator, options: TabOptions = {}): Promise<number> {
  const { max = 40, backwards = false } = options;
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  await target.waitFor();
  if (await hasFocus(target)) {
    await expectFocusVisible(page, `${String(target)}, focused already`);
    return 0;
  }
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) {
      await expectFocusVisible(page, `${key} to ${String(target)}`);
      return presses;
    }
    const now = await readFocus(await focusScope(page));
    visited.push(now.element);
    // Every stop on the way is a stop a keyboard user sees: it must show too.
    assertVisible(now, `${key} on the way to ${String(target)} (press ${presses})`);
  }
  throw new Error(
    `${max} presses of ${key} did not reach ${String(target)}. The focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/**
 * The skip link, the first stop of a storefront page: Tab to it (by default it must be the next
 * stop) and follow it, and the page's main content has the focus (the next Tab goes into it, past
 * the header).
 */
export async function skipToContent(page: Page, options: TabOptions = { max: 1 }): Promise<void> {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skip, options);
  await page.keyboard.press('Enter');
  const main = page.locator('#main-content');
  if (!(await main.evaluate((element) => element === document.activeElement)))
    throw new Error(`The skip link left the focus on ${await focused(page)}, not on the main content`);
}

/** Types `text` into the focused control, key by key, as a person does. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 5 });
}

/** Presses `key` and checks the focus still shows afterwards (an arrow in a radio group). */
export async function press(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, step);
}
