// Runs the TypeScript worker from source (tests, the bench, `npm run dev`); the build bundles
// dist/search-worker.js instead, which the server uses as is.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
