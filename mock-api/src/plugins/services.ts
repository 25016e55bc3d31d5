import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readChangesFolder } from '../db/read-changes';
import { type Accounts, accountsOf } from '../domain/accounts/service';
import { type Catalogue, catalogueOf } from '../domain/catalogue/service';
import { adminContacts } from '../domain/content/contacts';
import { type Content, contentOf } from '../domain/content/population';
import { type CreditRequests, creditRequestsOf } from '../domain/credits/requests';
import { type Friends, friendsOf } from '../domain/friends/service';
import { balances } from '../domain/ledger/ledger';
import { type SentMessages, sentMessagesOf } from '../domain/messages/outbox';
import { newsFlags } from '../domain/notifications/flags';
import { type Inbox, inboxOf } from '../domain/notifications/inbox';
import { type Reactions, reactionsOf } from '../domain/reactions/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** log-in, sign-up, password reset, my details, profile and its edits */
    accounts: Accounts;
    /** the catalogue's reads: cached public lists, profiles, badges, searches */
    catalogue: Catalogue;
    /** population, terms and help, with the admin contacts */
    content: Content;
    /** the messages kept by the outbox sender, for the development outbox */
    sentMessages: SentMessages;
    /** what follows an event once it committed: notifications, badges */
    reactions: Reactions;
    /** friend requests and friendships */
    friends: Friends;
    /** credit requests between friends */
    creditRequests: CreditRequests;
    /** a player's notifications */
    inbox: Inbox;
    /** the news dots a player sees on coming back */
    newsFlags: (userId: number) => ReturnType<typeof newsFlags>;
    /** a player's credits and gains as the wallet holds them */
    balances: (userId: number) => ReturnType<typeof balances>;
  }
}

/**
 * The domain's services, bound to this server's database and the services
 * they need: routes call these and hold no database themselves.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', catalogueOf(app.db, app.clock));
    app.decorate(
      'accounts',
      accountsOf(app.db, { codes: app.codes, tokens: app.tokens, media: app.media }),
    );
    app.decorate('content', contentOf(app.db, adminContacts(app.config)));
    app.decorate('sentMessages', sentMessagesOf(app.db));
    const reactions = reactionsOf(app.db, (error, event) =>
      app.log.error({ err: error, event }, 'reaction failed'),
    );
    app.decorate('reactions', reactions);
    // A reaction under way finishes before the database closes.
    app.addHook('onClose', async () => {
      await reactions.idle();
    });
    app.decorate('friends', friendsOf(app.db, reactions));
    app.decorate('creditRequests', creditRequestsOf(app.db));
    app.decorate('inbox', inboxOf(app.db));
    app.decorate('newsFlags', (userId: number) => newsFlags(app.db, userId));
    app.decorate('balances', (userId: number) => balances(app.db, userId));

    // The writes counted for the players' kept reads are folded as they come:
    // once the server is ready, since a start may follow many writes (a seed),
    // then every 10 s. A server that failed to start folds nothing.
    const fold = readChangesFolder(app.db);
    let folding: Promise<unknown> | null = null;
    const foldNow = () => {
      folding ??= fold()
        .catch((error: unknown) => app.log.error({ err: error }, 'folding read changes failed'))
        .finally(() => {
          folding = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      foldNow();
      timer = setInterval(foldNow, 10_000);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
    app.addHook('onClose', async () => {
      await folding;
    });
  },
  { name: 'services', dependencies: ['database', 'auth', 'uploads'] },
);
