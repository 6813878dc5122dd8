import type { PaymentProvider } from '@hc/shared';
import type { Config } from '../../../config';
import { mtnMomoProvider } from './mtn-momo';
import { orangeMoneyProvider } from './orange-money';
import type { PaymentProviderModule } from './payment-provider';

export type { PaymentNotification, PaymentProviderModule, RequestHeaders } from './payment-provider';

const providers: Record<PaymentProvider, PaymentProviderModule> = {
  mtn_momo: mtnMomoProvider,
  orange_money: orangeMoneyProvider,
};

const secretKeys = {
  mtn_momo: 'PAYMENT_WEBHOOK_SECRET_MTN_MOMO',
  orange_money: 'PAYMENT_WEBHOOK_SECRET_ORANGE_MONEY',
} as const satisfies Record<PaymentProvider, keyof Config>;

/**
 * The provider a callback path names, with its secret; null for a provider this server does not know
 * or whose secret is not configured (its callback then does not exist).
 */
export function providerFor(name: string, config: Config): { provider: PaymentProviderModule; secret: string } | null {
  if (!Object.hasOwn(providers, name)) return null;
  const provider = providers[name as PaymentProvider];
  const secret = config[secretKeys[provider.name]];
  return secret ? { provider, secret } : null;
}
