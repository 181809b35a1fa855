// Types of the environment some front-end samples run in and which no package of the workspace declares.
// Vite exposes VITE_* variables on import.meta.env; this is the shape Vite's own `vite/client` types declare.
interface ImportMetaEnv {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same index signature as vite/client's own
  [key: string]: any;
  readonly BASE_URL: string;
  readonly MODE: string;
  readonly DEV: boolean;
  readonly PROD: boolean;
  readonly SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
