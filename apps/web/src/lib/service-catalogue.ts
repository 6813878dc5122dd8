// The service catalogue alone, as its own chunk: the detail page loads it after its first paint.
export { serviceName } from '@hc/shared';
