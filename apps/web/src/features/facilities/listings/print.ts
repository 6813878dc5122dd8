// The printable on-call list (issue 10): an entry point of its own, so its code (and the share action's)
// stays out of the listing pages' first load.
export { OnCallPrintPage } from './components/on-call-print';
