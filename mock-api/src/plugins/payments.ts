import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Purchases, purchasesOf } from '../domain/credits/purchases';
import { type Cashouts, cashoutsOf } from '../domain/gains/cashouts';
import { jobPasses } from '../domain/job-passes';
import { liveProviders } from '../domain/payments/live';
import { type Orders, ordersOf } from '../domain/payments/orders';
import { type PaymentProviders, providersOf } from '../domain/payments/provider';
import { type Receipts, receiptsOf } from '../domain/payments/receipts';
import { parseRoutes, routedProviders } from '../domain/payments/routes';
import { sandboxProvider } from '../domain/payments/sandbox';
import { type PaymentsStaff, paymentsStaffOf } from '../domain/payments/staff';
import { type ResponsiblePlayService, responsiblePlayOf } from '../domain/responsible-play/rules';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
    /** orders to mobile-money providers: placing, reading back, settling */
    orders: Orders;
    /** packs, purchases and conversions of credits */
    purchases: Purchases;
    /** gains, cash-outs and the payment info they go to */
    cashouts: Cashouts;
    /** a player's limits on buying and staking, and self-exclusion */
    responsiblePlay: ResponsiblePlayService;
    /** a player's receipts of purchases, conversions and cash-outs */
    receipts: Receipts;
    /** what payments staff read: purchases, cash-outs, totals, CSV */
    paymentsStaff: PaymentsStaff;
    /** a pass of the reconciler, after any under way: ongoing orders due are read back from their provider */
    runPaymentJobs(): Promise<void>;
  }
}

/** At most this many claims of due orders (each a few of each kind) in one pass of the reconciler. */
const MAX_ROUNDS_A_PASS = 50;

/** Where the sandbox sends its callbacks. */
export const SANDBOX_CALLBACK = '/api/payments/callback/sandbox/';

/**
 * The payment providers and the reconciler. The reconciler's state is the
 * database: after a restart it goes on with what was ongoing, and several
 * instances share the work (each due order is claimed by one).
 */
export default fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    // Real providers first: a channel uses the first that does what is asked.
    const byMethod = liveProviders(config);
    if (config.PAYMENT_SANDBOX) {
      const sandbox = sandboxProvider({
        delayMs: config.SANDBOX_DELAY_MS,
        pendingMs: config.SANDBOX_PENDING_MS,
        now: () => app.clock().getTime(),
        // Through the server's own router, as a provider's request would come.
        deliver: async (rawBody) => {
          await app.inject({
            method: 'POST',
            url: SANDBOX_CALLBACK,
            headers: { 'content-type': 'application/json' },
            payload: rawBody,
          });
        },
      });
      app.addHook('onClose', async () => sandbox.close());
      byMethod.om.push(sandbox);
      byMethod.mtn.push(sandbox);
    }
    // Routes, where set, say which of the providers set up serves what.
    const providers = config.PAYMENT_ROUTES
      ? routedProviders(parseRoutes(config.PAYMENT_ROUTES), [
          ...new Set([...byMethod.om, ...byMethod.mtn]),
        ])
      : providersOf(byMethod);
    if (config.MTN_CASHOUT && !providers.forMethod('mtn', 'payout')) {
      throw new Error(
        'env/MTN_CASHOUT needs a provider that pays MTN out: route it (PAYMENT_ROUTES, e.g. mtn:payout=notchpay) or set MTN_MOMO_DISBURSEMENT',
      );
    }
    const orders = ordersOf(
      app.db,
      providers,
      {
        expiryMs: config.PAYMENT_EXPIRY_MS,
        pollMs: config.PAYMENT_POLL_MS,
        startTimeoutMs: config.PAYMENT_START_TIMEOUT_MS,
      },
      app.reactions,
      app.clock,
    );
    app.decorate('paymentProviders', providers);
    app.decorate('orders', orders);
    app.decorate('purchases', purchasesOf(app.db, orders, app.clock));
    app.decorate('responsiblePlay', responsiblePlayOf(app.db, app.clock));
    app.decorate('cashouts', cashoutsOf(app.db, orders, { mtn: config.MTN_CASHOUT }));
    app.decorate('paymentsStaff', paymentsStaffOf(app.db));
    app.decorate('receipts', receiptsOf(app.db));

    // A pass reads back every order due, a claim at a time, not the first claim's alone:
    // orders fall due together (a provider's callbacks lost for a while, a busy hour's
    // expiries), and with one claim a pass each waited a whole poll for every 20 ahead of
    // it. A pass ends at a stop, or after MAX_ROUNDS_A_PASS claims, leaving the rest to the next.
    let stopping = false;
    const passes = jobPasses(async () => {
      try {
        for (let round = 0; round < MAX_ROUNDS_A_PASS && !stopping; round += 1) {
          const due = await orders.claimDue();
          if (due.length === 0) break;
          for (const { kind, id } of due) await orders.refresh(kind, id, 'poll');
        }
        await app.outbox.flush();
      } catch (error) {
        app.log.error({ err: error }, 'payment jobs failed');
      }
    });
    app.decorate('runPaymentJobs', passes.run);
    const timer = setInterval(() => void passes.run(), config.PAYMENT_POLL_MS);
    timer.unref();
    // A stop starts no pass (another instance, or the next start, goes on with
    // what is ongoing); the pass under way ends its round before the database closes.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      stopping = true;
    });
    app.addHook('onClose', async () => {
      await passes.settled();
    });
  },
  { name: 'payments', dependencies: ['database', 'events', 'play', 'services'] },
);
