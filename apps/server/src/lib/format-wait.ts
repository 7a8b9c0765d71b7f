/**
 * A wait in words for a 429's message ("Try again in 3 minutes."), from its Retry-After seconds:
 * seconds under a minute and a half, hours above an hour and a half, minutes between.
 */
export function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds > 90 * 60) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
