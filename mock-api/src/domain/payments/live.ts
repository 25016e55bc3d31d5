import type { PaymentMethod } from '@quiz/shared/types';
import type { Config } from '../../config';
import { type MomoProduct, mtnMomoProvider } from './mtn-momo';
import { notchPayProvider } from './notchpay';
import { orangeMoneyProvider } from './orange-money';
import type { PaymentProvider } from './provider';

/*
 * The real providers, each switched on only when its credentials are set.
 * Orange notifies a public address, so it also needs PUBLIC_URL; MTN calls
 * back when it is known and is read back by the reconciler either way.
 * Notch Pay's webhooks are set in its dashboard (docs/payments.md).
 */

const callbackUrl = (config: Config, provider: string) =>
  config.PUBLIC_URL
    ? new URL(`/api/payments/callback/${provider}/`, config.PUBLIC_URL).toString()
    : undefined;

function momoProduct(value: string | undefined): MomoProduct | undefined {
  const [user, key, subscriptionKey] = value?.split(':') ?? [];
  return user && key && subscriptionKey ? { user, key, subscriptionKey } : undefined;
}

export function liveProviders(config: Config): { om: PaymentProvider[]; mtn: PaymentProvider[] } {
  const om: PaymentProvider[] = [];
  const mtn: PaymentProvider[] = [];
  const collection = momoProduct(config.MTN_MOMO_COLLECTION);
  const disbursement = momoProduct(config.MTN_MOMO_DISBURSEMENT);
  if (collection || disbursement) {
    const callback = callbackUrl(config, 'mtn-momo');
    mtn.push(
      mtnMomoProvider({
        baseUrl: config.MTN_MOMO_URL,
        targetEnvironment: config.MTN_MOMO_ENVIRONMENT,
        currency: config.MTN_MOMO_CURRENCY,
        ...(collection && { collection }),
        ...(disbursement && { disbursement }),
        ...(callback && { callbackUrl: callback }),
      }),
    );
  }
  const [clientId, clientSecret] = config.ORANGE_MONEY_CLIENT?.split(':') ?? [];
  const notifyUrl = callbackUrl(config, 'orange-money');
  if (clientId && clientSecret && config.ORANGE_MONEY_MERCHANT_KEY && notifyUrl) {
    om.push(
      orangeMoneyProvider({
        baseUrl: config.ORANGE_MONEY_URL,
        clientId,
        clientSecret,
        merchantKey: config.ORANGE_MONEY_MERCHANT_KEY,
        currency: config.ORANGE_MONEY_CURRENCY,
        notifyUrl,
        returnUrl: new URL('/my-credits', config.PUBLIC_URL).toString(),
      }),
    );
  }
  if (config.NOTCHPAY_PUBLIC_KEY && config.NOTCHPAY_HASH_KEY) {
    // One account for both channels, after the direct contracts where both are set up.
    const notchpay = notchPayProvider({
      baseUrl: config.NOTCHPAY_URL,
      publicKey: config.NOTCHPAY_PUBLIC_KEY,
      hashKey: config.NOTCHPAY_HASH_KEY,
      ...(config.NOTCHPAY_PRIVATE_KEY && { privateKey: config.NOTCHPAY_PRIVATE_KEY }),
      hosted: (config.NOTCHPAY_HOSTED?.split(',') ?? []) as PaymentMethod[],
      ...(config.PUBLIC_URL && {
        returnUrl: new URL('/my-credits', config.PUBLIC_URL).toString(),
      }),
    });
    om.push(notchpay);
    mtn.push(notchpay);
  }
  return { om, mtn };
}
