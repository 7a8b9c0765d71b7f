/**
 * Where the locked-account notice's "Got it" button sends the user: the provider's own website
 * (spec section 4, "Shell loading"). Configure it with `VITE_PROVIDER_WEBSITE_URL` when building the
 * web app (`VITE_PROVIDER_WEBSITE_URL=https://provider.example npm run build`). The default is a
 * placeholder that a deployment must replace; it is deliberately not this site, where a locked
 * account can do nothing.
 */
export const PROVIDER_WEBSITE_URL: string =
  import.meta.env.VITE_PROVIDER_WEBSITE_URL || 'https://www.example.com';

/**
 * The help menu's contact-support chat link (spec section 2; the contact number is not part of the
 * spec). Configure it with `VITE_SUPPORT_CHAT_URL`; the default is a placeholder on example.com to
 * replace (README, "Configuration"), never a real chat service that would open an empty chat.
 */
export const SUPPORT_CHAT_URL: string =
  import.meta.env.VITE_SUPPORT_CHAT_URL || 'https://www.example.com/support';
