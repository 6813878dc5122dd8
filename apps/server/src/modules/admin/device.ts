// The device names live in lib/device.ts: the sign-in's new-device notice uses them too.
export { describeDevice } from '../../lib/device';
