// A User-Agent header, read far enough to name a session ("Chrome on Windows"). Order matters:
// Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (ua: string, table: ReadonlyArray<readonly [RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1];

export function describeUserAgent(ua: string | undefined): { browser: string; os: string } {
  const text = ua ?? '';
  return { browser: first(text, BROWSERS) ?? 'Unknown browser', os: first(text, SYSTEMS) ?? 'Unknown system' };
}
