/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address shown in the Terms of Service and Privacy Policy dialogs. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
