/** True for Google Chrome and Chromium; Edge, Opera, Samsung Internet and others carry "Chrome/" too. */
export function isChromeUserAgent(userAgent: string): boolean {
  return (
    /(?:Headless)?Chrome\/\d/.test(userAgent) &&
    !/\b(?:Edg|EdgA|OPR|SamsungBrowser|YaBrowser|Vivaldi)\//.test(userAgent)
  );
}
