/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider's website, where the locked-account notice's "Got it" goes (lib/config.ts). */
  readonly VITE_PROVIDER_WEBSITE_URL?: string;
}
