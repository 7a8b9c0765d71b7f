import { assignLocation } from './navigation';

/**
 * Goes to a module URL (spec section 2): one starting with http is a full page jump (another
 * module or site), anything else an in-app navigation.
 */
export function navigateToModule(url: string, navigate: (to: string) => void): void {
  if (isExternalUrl(url)) assignLocation(url);
  else navigate(url);
}

export function isExternalUrl(url: string): boolean {
  return /^http/i.test(url);
}
