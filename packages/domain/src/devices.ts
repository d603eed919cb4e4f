// How the security page names a signed-in session's device (issue 19 point 2: "device, address,
// last seen"): the browser and system read from the User-Agent a browser sent at sign-in. A name
// for people, not a fingerprint: unknown agents are 'Unknown device'.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: ReadonlyArray<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 'Chrome on Windows', 'Safari on iPhone', 'Firefox', or 'Unknown device'. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  if (text === '') return 'Unknown device';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
