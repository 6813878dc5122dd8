/// <reference types="vite/client" />

/** The build's id (apps/web/vite.config.ts): BUILD_VERSION when the deployment sets it, else version+UTC minute. */
declare const __BUILD_VERSION__: string;
