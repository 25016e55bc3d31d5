import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { liveProviders } from '../src/domain/payments/live';
import { mtnMomoProvider } from '../src/domain/payments/mtn-momo';
import { notchPayProvider, notchSignature, notchStateOf } from '../src/domain/payments/notchpay';
import { orangeMoneyProvider } from '../src/domain/payments/orange-money';
import { NOT_FOUND, type PaymentOrder } from '../src/domain/payments/provider';
import { recorded } from './helpers/recorded';

/*
 * The MTN MoMo and Orange Money adapters against answers shaped as the
 * providers' documentation and sandboxes give them: what each request
 * carries, and how each answer is read. No network: a recorded answer per
 * call.
 */

const order = (direction: PaymentOrder['direction']): PaymentOrder => ({
  direction,
  reference: '2f0e8a7c-51a4-4c1e-9a55-1d2f6c3b9e10',
  method: 'mtn',
  amount: 950,
  phone: '670000001',
});

const TOKEN = {
  status: 200,
  body: { access_token: 'eyJ0eXAi', token_type: 'access_token', expires_in: 3600 },
};

describe('the MTN MoMo adapter', () => {
  const momo = (answers: { status: number; body?: unknown }[]) => {
    const http = recorded(answers);
    const provider = mtnMomoProvider({
      baseUrl: 'https://sandbox.momodeveloper.mtn.com',
      targetEnvironment: 'sandbox',
      currency: 'EUR',
      collection: { user: 'api-user', key: 'api-key', subscriptionKey: 'sub-collect' },
      disbursement: { user: 'pay-user', key: 'pay-key', subscriptionKey: 'sub-disburse' },
      callbackUrl: 'https://quiz.example/api/payments/callback/mtn-momo/',
      fetch: http.fetch,
    });
    return { provider, sent: http.sent };
  };

  it('asks the payer to pay with our reference as X-Reference-Id, and reads the status back', async () => {
    const { provider, sent } = momo([
      TOKEN,
      { status: 202 },
      {
        status: 200,
        body: {
          financialTransactionId: '1540467398',
          externalId: order('collection').reference,
          amount: '950',
          currency: 'EUR',
          payer: { partyIdType: 'MSISDN', partyId: '237670000001' },
          status: 'SUCCESSFUL',
        },
      },
    ]);
    expect(await provider.start(order('collection'))).toEqual({ status: 'PENDING' });
    const [token, pay] = sent;
    expect(token).toMatchObject({
      url: 'https://sandbox.momodeveloper.mtn.com/collection/token/',
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('api-user:api-key').toString('base64')}`,
        'ocp-apim-subscription-key': 'sub-collect',
      },
    });
    expect(pay).toMatchObject({
      url: 'https://sandbox.momodeveloper.mtn.com/collection/v1_0/requesttopay',
      headers: {
        authorization: 'Bearer eyJ0eXAi',
        'x-reference-id': order('collection').reference,
        'x-target-environment': 'sandbox',
        'x-callback-url': 'https://quiz.example/api/payments/callback/mtn-momo/',
      },
    });
    expect(JSON.parse(pay?.body ?? '')).toMatchObject({
      amount: '950',
      currency: 'EUR',
      externalId: order('collection').reference,
      payer: { partyIdType: 'MSISDN', partyId: '237670000001' },
    });

    const state = await provider.status({ ...order('collection'), providerReference: null });
    expect(state).toEqual({ status: 'SUCCESSFULL', providerReference: '1540467398', amount: 950 });
    // The token is kept: no second token call.
    expect(sent.map((s) => s.url).filter((url) => url.endsWith('/token/'))).toHaveLength(1);
    expect(sent[2]?.url).toBe(
      `https://sandbox.momodeveloper.mtn.com/collection/v1_0/requesttopay/${order('collection').reference}`,
    );
  });

  it('pays out by disbursement transfer with its own credentials', async () => {
    const { provider, sent } = momo([TOKEN, { status: 202 }]);
    await provider.start(order('payout'));
    expect(sent[0]?.url).toBe('https://sandbox.momodeveloper.mtn.com/disbursement/token/');
    expect(sent[1]?.url).toBe('https://sandbox.momodeveloper.mtn.com/disbursement/v1_0/transfer');
    expect(JSON.parse(sent[1]?.body ?? '')).toMatchObject({
      payee: { partyIdType: 'MSISDN', partyId: '237670000001' },
    });
  });

  it('reads a failure, an order MTN never took, a refusal, and an outage', async () => {
    const { provider } = momo([
      TOKEN,
      {
        status: 200,
        body: {
          status: 'FAILED',
          amount: '950',
          reason: { code: 'APPROVAL_REJECTED', message: 'rejected' },
        },
      },
      { status: 404, body: { code: 'RESOURCE_NOT_FOUND' } },
      { status: 400, body: { code: 'INVALID_PARTY' } },
      { status: 500, body: {} },
    ]);
    const withRef = { ...order('collection'), providerReference: null };
    expect(await provider.status(withRef)).toEqual({
      status: 'FAILURE',
      amount: 950,
      reason: 'approval_rejected',
    });
    expect(await provider.status(withRef)).toEqual({ status: 'FAILURE', reason: 'not_found' });
    expect(await provider.start(order('collection'))).toEqual({
      status: 'FAILURE',
      reason: 'refused_400',
    });
    await expect(provider.start(order('collection'))).rejects.toThrow(/HTTP 500/);
  });

  it('takes the reference of a callback from its externalId, and nothing from junk', () => {
    const { provider } = momo([]);
    const callback = (rawBody: string) => ({ url: '/', headers: {}, rawBody });
    expect(
      provider.callbackReference(
        callback(JSON.stringify({ externalId: 'abc', status: 'SUCCESSFUL', amount: '1000000' })),
      ),
    ).toBe('abc');
    expect(provider.callbackReference(callback('<xml/>'))).toBeNull();
  });
});

describe('the Orange Money web payment adapter', () => {
  const orange = (answers: { status: number; body?: unknown }[]) => {
    const http = recorded(answers);
    const provider = orangeMoneyProvider({
      baseUrl: 'https://api.orange.com',
      clientId: 'client',
      clientSecret: 'secret',
      merchantKey: 'merchant-key',
      currency: 'OUV',
      notifyUrl: 'https://quiz.example/api/payments/callback/orange-money/',
      returnUrl: 'https://quiz.example/my-credits',
      fetch: http.fetch,
    });
    return { provider, sent: http.sent };
  };
  const om = { ...order('collection'), method: 'om' as const, phone: '690000001' };

  it('opens a web payment, keeps its tokens, and reads the transaction status', async () => {
    const { provider, sent } = orange([
      {
        status: 200,
        body: { token_type: 'Bearer', access_token: 'om-token', expires_in: 7776000 },
      },
      {
        status: 201,
        body: {
          status: 201,
          message: 'OK',
          pay_token: 'f5720dd906203c62033ffe64ed756147',
          payment_url:
            'https://webpayment-qualif.orange-money.com/payment/pay_token/f5720dd906203c62033ffe64ed756147',
          notif_token: 'dd497bda3b250e536186fc0663f32f40',
        },
      },
      {
        status: 201,
        body: { status: 'SUCCESS', order_id: om.reference, txnid: 'MP180611.1234.A00001' },
      },
    ]);
    const started = await provider.start(om);
    expect(started).toEqual({
      status: 'PENDING',
      providerReference: 'f5720dd906203c62033ffe64ed756147 dd497bda3b250e536186fc0663f32f40',
      paymentUrl:
        'https://webpayment-qualif.orange-money.com/payment/pay_token/f5720dd906203c62033ffe64ed756147',
    });
    expect(sent[0]).toMatchObject({
      url: 'https://api.orange.com/oauth/v3/token',
      body: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from('client:secret').toString('base64')}` },
    });
    expect(sent[1]?.url).toBe('https://api.orange.com/orange-money-webpay/cm/v1/webpayment');
    expect(JSON.parse(sent[1]?.body ?? '')).toMatchObject({
      merchant_key: 'merchant-key',
      currency: 'OUV',
      order_id: om.reference,
      amount: 950,
      notif_url: `https://quiz.example/api/payments/callback/orange-money/?reference=${om.reference}`,
    });

    const state = await provider.status({
      ...om,
      providerReference: started.providerReference ?? null,
    });
    expect(state).toEqual({ status: 'SUCCESSFULL' });
    expect(JSON.parse(sent[2]?.body ?? '')).toEqual({
      order_id: om.reference,
      amount: 950,
      pay_token: 'f5720dd906203c62033ffe64ed756147',
    });
  });

  it('reads an expired or failed payment, and one that never reached Orange', async () => {
    const { provider } = orange([
      { status: 200, body: { access_token: 'om-token', expires_in: 7776000 } },
      { status: 201, body: { status: 'EXPIRED' } },
      { status: 201, body: { status: 'FAILED' } },
      { status: 201, body: { status: 'INITIATED' } },
    ]);
    const ref = { ...om, providerReference: 'pay notif' };
    expect(await provider.status(ref)).toEqual({ status: 'FAILURE', reason: 'expired' });
    expect(await provider.status(ref)).toEqual({ status: 'FAILURE', reason: 'failed' });
    expect(await provider.status(ref)).toEqual({ status: 'PENDING' });
    expect(await provider.status({ ...om, providerReference: null })).toEqual({
      status: 'FAILURE',
      reason: 'not_found',
    });
  });

  it('hears a notification only with the notification token Orange gave the order', () => {
    const { provider } = orange([]);
    const notification = (token: string) => ({
      url: `/api/payments/callback/orange-money/?reference=${om.reference}`,
      headers: {},
      rawBody: JSON.stringify({ status: 'SUCCESS', notif_token: token, txnid: 'MP1' }),
    });
    expect(provider.callbackReference(notification('x'))).toBe(om.reference);
    const stored = 'f5720dd9 dd497bda3b250e536186fc0663f32f40';
    expect(
      provider.verifyCallback?.(notification('dd497bda3b250e536186fc0663f32f40'), stored),
    ).toBe(true);
    expect(provider.verifyCallback?.(notification('forged'), stored)).toBe(false);
    expect(provider.verifyCallback?.(notification(''), 'pay ')).toBe(false);
  });
});

describe('which providers a configuration switches on', () => {
  const base = { NODE_ENV: 'development' };

  it('none without credentials', () => {
    expect(liveProviders(loadConfig(base))).toEqual({ om: [], mtn: [] });
  });

  it('MTN for what it has credentials for; Orange only with its credentials and a public address', () => {
    const config = loadConfig({
      ...base,
      MTN_MOMO_COLLECTION: 'user:key:sub',
      ORANGE_MONEY_CLIENT: 'client:secret',
      ORANGE_MONEY_MERCHANT_KEY: 'merchant',
    });
    const live = liveProviders(config);
    expect(live.mtn.map((p) => [p.name, p.directions])).toEqual([['mtn-momo', ['collection']]]);
    expect(live.om).toEqual([]);
    const withAddress = liveProviders({ ...config, PUBLIC_URL: 'https://quiz.example' });
    expect(withAddress.om.map((p) => [p.name, p.directions])).toEqual([
      ['orange-money', ['collection']],
    ]);
  });

  it('refuses credentials written wrong at boot', () => {
    expect(() => loadConfig({ ...base, MTN_MOMO_COLLECTION: 'only-a-user' })).toThrow(
      /MTN_MOMO_COLLECTION/,
    );
  });
});

describe('the Notch Pay adapter', () => {
  const keys = { publicKey: 'pk.live', privateKey: 'sk.live', hashKey: 'hash' };
  const notch = (answers: { status: number; body?: unknown }[], hosted: ('om' | 'mtn')[] = []) => {
    const http = recorded(answers);
    const provider = notchPayProvider({
      baseUrl: 'https://api.notchpay.co',
      ...keys,
      hosted,
      returnUrl: 'https://quiz.example/my-credits',
      fetch: http.fetch,
    });
    return { provider, sent: http.sent };
  };
  const initialized = {
    status: 201,
    body: {
      code: 201,
      status: 'Accepted',
      transaction: { reference: 'trx.abc', status: 'pending', amount: 950 },
      authorization_url: 'https://pay.notchpay.co/trx.abc',
    },
  };

  it('initializes with our reference, charges the phone, and reads the state back by its reference', async () => {
    const { provider, sent } = notch([
      initialized,
      { status: 202, body: { transaction: { reference: 'trx.abc', status: 'processing' } } },
      {
        status: 200,
        body: { transaction: { reference: 'trx.abc', status: 'complete', amount: 950 } },
      },
    ]);
    const started = await provider.start(order('collection'));
    expect(started).toEqual({ status: 'PENDING', providerReference: 'trx.abc' });
    const state = await provider.status({ ...order('collection'), providerReference: 'trx.abc' });
    expect(state).toEqual({ status: 'SUCCESSFULL', amount: 950 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST https://api.notchpay.co/payments',
      'POST https://api.notchpay.co/payments/trx.abc',
      'GET https://api.notchpay.co/payments/trx.abc',
    ]);
    expect(sent.every((s) => s.headers.authorization === 'pk.live' && !s.headers['x-grant'])).toBe(
      true,
    );
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({
      amount: 950,
      currency: 'XAF',
      reference: order('collection').reference,
    });
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      channel: 'cm.mtn',
      data: { phone: '+237670000001', country: 'CM' },
    });
  });

  it('leaves a hosted channel’s payer to the authorization_url', async () => {
    const { provider, sent } = notch([initialized], ['mtn']);
    expect(await provider.start(order('collection'))).toEqual({
      status: 'PENDING',
      providerReference: 'trx.abc',
      paymentUrl: 'https://pay.notchpay.co/trx.abc',
    });
    expect(sent).toHaveLength(1);
  });

  it('transfers with the X-Grant key and reads transfers back', async () => {
    const { provider, sent } = notch([
      { status: 201, body: { transfer: { reference: 'tfr.1', status: 'sent' } } },
      { status: 200, body: { transfer: { reference: 'tfr.1', status: 'failed' } } },
    ]);
    expect(await provider.start(order('payout'))).toEqual({
      status: 'PENDING',
      providerReference: 'tfr.1',
    });
    expect(await provider.status({ ...order('payout'), providerReference: 'tfr.1' })).toEqual({
      status: 'FAILURE',
      reason: 'failed',
    });
    expect(sent.map((s) => s.headers['x-grant'])).toEqual(['sk.live', 'sk.live']);
    expect(sent[1]?.url).toBe('https://api.notchpay.co/transfers/tfr.1');
  });

  it('reads each of Notch Pay’s states and refusals in ours', async () => {
    const states = ['pending', 'processing', 'complete', 'failed', 'canceled', 'expired', 'new'];
    expect(states.map((s) => notchStateOf(s))).toEqual([
      { status: 'PENDING' },
      { status: 'PENDING' },
      { status: 'SUCCESSFULL' },
      { status: 'FAILURE', reason: 'failed' },
      { status: 'FAILURE', reason: 'rejected' },
      { status: 'FAILURE', reason: 'expired' },
      { status: 'PENDING' },
    ]);
    const refused = (status: number, message: string) =>
      notch([{ status, body: { code: status, message } }]).provider.start(order('payout'));
    expect(await refused(400, 'Insufficient balance')).toEqual({
      status: 'FAILURE',
      reason: 'not_enough_funds',
    });
    expect(await refused(422, 'The phone number is invalid')).toMatchObject({
      reason: 'payee_not_found',
    });
    expect(await refused(400, 'Amount above the maximum limit')).toMatchObject({
      reason: 'limit_exceeded',
    });
    // A reference it has already: an earlier try got through, so read it back.
    expect(await refused(409, 'Duplicate reference')).toEqual({ status: 'PENDING' });
    // No answer to count on: the reconciler settles it.
    await expect(refused(502, 'Bad gateway')).rejects.toThrow(/502/);
    await expect(refused(429, 'Too many requests')).rejects.toThrow(/429/);
  });

  it('says "not found" for an order it has no trace of, and throws on a failed read', async () => {
    const { provider } = notch([{ status: 404, body: { message: 'Not found' } }, { status: 500 }]);
    const unknown = { ...order('collection'), providerReference: null };
    expect(await provider.status(unknown)).toEqual({ status: 'FAILURE', reason: NOT_FOUND });
    await expect(provider.status(unknown)).rejects.toThrow(/500/);
  });

  it('hears a webhook only with the signature of its raw body, compared in constant time', () => {
    const { provider } = notch([]);
    const rawBody = JSON.stringify({
      event: 'payment.complete',
      data: { reference: 'trx.abc', merchant_reference: 'ours-1', status: 'complete' },
    });
    const signature = notchSignature(rawBody, 'hash');
    const hook = (header?: string) => ({
      url: '/api/payments/callback/notchpay/',
      headers: header === undefined ? {} : { 'x-notch-signature': header },
      rawBody,
    });
    expect(provider.callbackReference(hook(signature))).toBe('ours-1');
    expect(provider.verifyCallback?.(hook(signature), null)).toBe(true);
    for (const wrong of [
      undefined,
      '',
      notchSignature(rawBody, 'other'),
      signature.slice(1),
      `${signature}0`,
    ]) {
      expect(provider.callbackReference(hook(wrong))).toBeNull();
      expect(provider.verifyCallback?.(hook(wrong), null)).toBe(false);
    }
    expect(
      provider.verifyCallback?.(
        { ...hook(signature), rawBody: rawBody.replace('complete', 'failed') },
        null,
      ),
    ).toBe(false);
  });
});
