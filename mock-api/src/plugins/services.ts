import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Accounts, accountsOf } from '../domain/accounts/service';
import { type Catalogue, catalogueOf } from '../domain/catalogue/service';
import { adminContacts } from '../domain/content/contacts';
import { type Content, contentOf } from '../domain/content/population';
import { type SentMessages, sentMessagesOf } from '../domain/messages/outbox';

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
  }
}

/**
 * The domain's services, bound to this server's database and the services
 * they need: routes call these and hold no database themselves.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', catalogueOf(app.db));
    app.decorate(
      'accounts',
      accountsOf(app.db, { codes: app.codes, tokens: app.tokens, media: app.media }),
    );
    app.decorate('content', contentOf(app.db, adminContacts(app.config)));
    app.decorate('sentMessages', sentMessagesOf(app.db));
  },
  { name: 'services', dependencies: ['database', 'auth', 'uploads'] },
);
