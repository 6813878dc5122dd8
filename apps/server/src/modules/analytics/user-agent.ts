import type { AppPlatform, DeviceClass } from '@hc/shared';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

export type Agent = { isBot: boolean; device: DeviceClass; platform: AppPlatform };

/**
 * What a User-Agent tells the analytics: a robot (isbot's maintained list; no header at all counts as
 * one), the device class (phones and tablets as ua-parser-js sees them, the rest desktop) and the
 * platform (Android, iOS or other).
 */
export function describeAgent(userAgent: string | undefined): Agent {
  if (!userAgent || isbot(userAgent)) return { isBot: true, device: 'desktop', platform: 'other' };
  const { device, os } = new UAParser(userAgent).getResult();
  const deviceClass: DeviceClass =
    device.type === 'mobile' ? 'mobile' : device.type === 'tablet' ? 'tablet' : 'desktop';
  const name = os.name?.toLowerCase() ?? '';
  const platform: AppPlatform = name === 'android' ? 'android' : name === 'ios' ? 'ios' : 'other';
  return { isBot: false, device: deviceClass, platform };
}
