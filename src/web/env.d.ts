/// <reference types="vite/client" />

/** `[route, collection name]` pairs, derived from the catalogue at build time (vite.config.ts). */
declare const __COLLECTION_ROUTES__: [string, string][];
