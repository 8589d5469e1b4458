interface ImportMetaEnv {
  /** 'true' in the end-to-end tests' build (tests/e2e/globalSetup.ts): enables the test aids. */
  readonly VITE_E2E?: string;
}
