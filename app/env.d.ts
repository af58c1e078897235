/// <reference types="@remix-run/dev" />

export {};

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
