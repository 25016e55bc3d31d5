import { describe, expect, it } from 'vitest';
import { type Recording, recordingsOf, replayingHttp } from '../test/replay';
import { badgeTypesAdapter } from './badgeTypes';
import recorded from './fixtures/badgeTypes.json';

const must = recordingsOf(recorded);

function adapterWith(...recordings: Recording[]) {
  const { http, fetch } = replayingHttp(...recordings);
  return { badgeTypes: badgeTypesAdapter(http), fetch };
}

const texts = {
  type: 'friends',
  threshold: 3,
  number_of_units: 2,
  code_en: 'SOCIAL',
  code_fr: 'SOCIAL',
  title_en: 'Good company',
  title_fr: 'Bonne compagnie',
  description_en: 'Three friends on the platform',
  description_fr: 'Trois amis sur la plateforme',
  weight: 7,
  color: 'silver' as const,
};
const asSent = Object.fromEntries(
  Object.entries(texts).map(([key, value]) => [key, String(value)]),
);

describe('badge types adapter', () => {
  it('lists actives then inactives of GET /api/admin/super/badge-types/ as one list (recorded)', async () => {
    const { badgeTypes, fetch } = adapterWith(must('list'));
    const answer = must('list').response.body as { actives: unknown[]; inactives: unknown[] };
    const { data, total } = await badgeTypes.getList({ pagination: { page: 1, perPage: 1000 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/badge-types/');
    expect(total).toBe(answer.actives.length + answer.inactives.length);
    expect(data.slice(0, answer.actives.length).every((badge) => badge.is_active)).toBe(true);
    expect(data[0]).toMatchObject({ id: 12, code_en: 'Indomitable', threshold: 25 });
  });

  it('reads one badge type from the list for the edit dialog', async () => {
    const { badgeTypes } = adapterWith(must('list'));
    const { data } = await badgeTypes.getOne({ id: 12 });
    expect(data.title_fr).toBe('Vingt-cinq défis gagnés');
  });

  it('creates with a multipart POST: every field, and the icon only when a file was chosen', async () => {
    const { badgeTypes, fetch } = adapterWith(must('create'));
    const icon = new File(['<png>'], 'icon.png', { type: 'image/png' });
    const { data } = await badgeTypes.create({
      data: {
        ...texts,
        icon: { rawFile: icon, src: 'blob:x' },
        image: { src: '/media/kept.webp' },
      },
    });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual(asSent);
    expect((form.get('icon') as File).name).toBe('icon.png');
    expect(form.has('image')).toBe(false);
    expect(data).toMatchObject({
      id: 13,
      title_en: 'Good company',
      color: 'silver',
      is_active: true,
    });
    expect(data.icon).toMatch(/^\/media\/.+\.webp$/);
  });

  it('a refused update reaches the form with its errors keyed by field (NOT_MODIFIED)', async () => {
    const { badgeTypes, fetch } = adapterWith(must('updateRefused'));
    await expect(
      badgeTypes.update({
        id: 13,
        data: { ...texts, title_fr: '' },
        previousData: { id: 13 } as never,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'status.NOT_MODIFIED',
      body: { errors: { title_fr: 'validation.required', color: 'validation.color_invalid' } },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/super/badge-types/?badge_type_id=13');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
  });

  it('deactivates and activates with PUT ?action=, answering the badge type', async () => {
    const { badgeTypes, fetch } = adapterWith(must('deactivate'), must('activate'));
    const off = await badgeTypes.actions.deactivate({ id: 13 });
    expect(off.is_active).toBe(false);
    const on = await badgeTypes.actions.activate({ id: 13 });
    expect(on.is_active).toBe(true);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/admin/super/badge-types/?action=deactivate&badge_type_id=13',
      '/api/admin/super/badge-types/?action=activate&badge_type_id=13',
    ]);
  });
});
