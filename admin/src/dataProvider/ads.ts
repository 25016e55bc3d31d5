import type {
  AdminAd,
  AdPartner,
  AdPartnerDetail,
  AdSubscription,
  AdSubscriptionListItem,
} from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import { multipartBody } from './multipart';
import type { ResourceAdapter } from './types';

type Page<T> = { list: T[]; num_pages: number; num_results?: number };

const pageInfo = (page: number, pages: number) => ({
  hasNextPage: page < pages,
  hasPreviousPage: page > 1,
});

/** A paged answer as react-admin's list: the pages' count as meta, the results' count when told. */
function listOf<T>(answer: Page<T>, page: number) {
  return {
    data: answer.list,
    pageInfo: pageInfo(page, answer.num_pages),
    meta: { num_pages: answer.num_pages, num_results: answer.num_results },
  };
}

const PARTNER_FIELDS = ['entreprise_name', 'rccm', 'phone_1', 'phone_2', 'email', 'is_active'];
const partnerBody = (data: Record<string, unknown>) =>
  Object.fromEntries(PARTNER_FIELDS.filter((field) => field in data).map((f) => [f, data[f]]));

/**
 * Ad partners (spec section 7 "Ad partners"): the general list pages by number; a
 * search (filter.q) answers num_results too; one partner reads its detail (what it
 * spent, its subscriptions, its open spaces); create and update send JSON, and
 * reactivating is an update with is_active; DELETE deactivates.
 */
export function partnersAdapter(http: Http) {
  const paths = api.admin.ads.partners;
  return {
    async getList({ pagination, filter }) {
      const page = pagination?.page ?? 1;
      const text = String(filter?.q ?? '').trim();
      const answer = await http.get<Page<AdPartner>>(
        text ? paths.search(text, page) : paths.list(page),
      );
      return { ...listOf(answer, page), ...(text ? { total: answer.num_results } : {}) };
    },
    async getOne({ id }) {
      return { data: await http.get<AdPartnerDetail>(paths.get(Number(id))) };
    },
    async create({ data }) {
      const answer = await http.post<{ ad_partner: AdPartner }>(paths.create(), partnerBody(data));
      return { data: answer.ad_partner };
    },
    async update({ id, data }) {
      const answer = await http.put<{ ad_partner: AdPartner }>(
        paths.update(Number(id)),
        partnerBody(data),
      );
      return { data: answer.ad_partner };
    },
    actions: {
      async deactivate({ id }: { id: number }): Promise<AdPartner> {
        return (await http.del<{ ad_partner: AdPartner }>(paths.deactivate(id))).ad_partner;
      },
      async reactivate({ partner }: { partner: AdPartner }): Promise<AdPartner> {
        const body = partnerBody({ ...partner, is_active: true });
        return (await http.put<{ ad_partner: AdPartner }>(paths.update(partner.id), body))
          .ad_partner;
      },
    },
  } satisfies ResourceAdapter<AdPartner | AdPartnerDetail>;
}

const SUBSCRIPTION_FIELDS = ['amount', 'duration_days', 'type'];
const subscriptionBody = (data: Record<string, unknown>) =>
  Object.fromEntries(SUBSCRIPTION_FIELDS.map((field) => [field, Number(data[field])]));

/**
 * Ad subscriptions (spec section 7 "Subscriptions"): a partner's (filter.partner) or
 * everyone's, paged; create (also renews) and update send {amount, duration_days,
 * type} under the partner's path; deactivate is a DELETE.
 */
export function subscriptionsAdapter(http: Http) {
  const paths = api.admin.ads.subscriptions;
  return {
    async getList({ pagination, filter }) {
      const page = pagination?.page ?? 1;
      const partner = Number(filter?.partner);
      if (partner) {
        return listOf(await http.get<Page<AdSubscription>>(paths.list(partner, page)), page);
      }
      return listOf(await http.get<Page<AdSubscriptionListItem>>(paths.all(page)), page);
    },
    async create({ data }) {
      const answer = await http.post<{ ad_subscription: AdSubscription }>(
        paths.create(Number(data.ad_partner)),
        subscriptionBody(data),
      );
      return { data: answer.ad_subscription };
    },
    async update({ id, data, previousData }) {
      const partner = Number(data.ad_partner ?? previousData?.ad_partner);
      const answer = await http.put<{ ad_subscription: AdSubscription }>(
        paths.update(partner, Number(id)),
        subscriptionBody({ ...previousData, ...data }),
      );
      return { data: answer.ad_subscription };
    },
    async getOne() {
      // The API has no call for one subscription: the edit dialog starts from the card.
      throw new Error('no single subscription call');
    },
    actions: {
      async deactivate({ partner, id }: { partner: number; id: number }) {
        return (await http.del<{ ad_subscription: AdSubscription }>(paths.deactivate(partner, id)))
          .ad_subscription;
      },
    },
  } satisfies ResourceAdapter<AdSubscription | AdSubscriptionListItem>;
}

/**
 * A partner's ads (spec section 7 "Ads"): paged (filter.partner); create and update
 * are multipart (illustration sent only when a new file was chosen, link, and on
 * creation the space when the partner holds several); delete, deactivate and
 * activate are DELETE calls told apart by action.
 */
export function adsAdapter(http: Http) {
  const paths = api.admin.ads.ads;
  const body = (data: Record<string, unknown>) =>
    multipartBody({ ...data, link: data.link ?? '' }, ['link', 'type'], ['illustration']);
  return {
    async getList({ pagination, filter }) {
      const page = pagination?.page ?? 1;
      return listOf(await http.get<Page<AdminAd>>(paths.list(Number(filter?.partner), page)), page);
    },
    async create({ data }) {
      const answer = await http.post<{ ad: AdminAd }>(
        paths.create(Number(data.partner)),
        body(data),
      );
      return { data: answer.ad };
    },
    async update({ id, data }) {
      // The space of an ad is fixed by its subscription: only the link and picture change.
      const { type: _space, partner, ...kept } = data as Record<string, unknown>;
      const answer = await http.put<{ ad: AdminAd }>(
        paths.update(Number(partner), Number(id)),
        body(kept),
      );
      return { data: answer.ad };
    },
    actions: {
      remove: ({ partner, id }: { partner: number; id: number }) =>
        http.del(paths.remove(partner, id)),
      deactivate: ({ partner, id }: { partner: number; id: number }) =>
        http.del(paths.deactivate(partner, id)),
      activate: ({ partner, id }: { partner: number; id: number }) =>
        http.del(paths.activate(partner, id)),
    },
  } satisfies ResourceAdapter<AdminAd>;
}
