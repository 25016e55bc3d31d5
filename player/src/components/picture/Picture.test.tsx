import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataSaver } from '../../lib/data-saver';
import { PAGE_WIDE, Picture } from './Picture';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  dataSaver.on = false;
});

afterEach(() => {
  dataSaver.on = false;
});

function img(node: preact.ComponentChild) {
  act(() => render(node, root));
  return root.querySelector('img');
}

const COVER = '/media/games/7.webp';

describe('picture', () => {
  it('offers every served width and names its slot, src at twice the slot', () => {
    const picture = img(<Picture src={COVER} alt="" width={72} height={72} />);
    expect(picture?.getAttribute('srcset')).toBe(
      `${COVER}?w=96 96w, ${COVER}?w=192 192w, ${COVER}?w=384 384w, ${COVER}?w=768 768w`,
    );
    expect(picture?.getAttribute('sizes')).toBe('72px');
    expect(picture?.getAttribute('src')).toBe(`${COVER}?w=192`);
    // The reserved box is unchanged.
    expect(picture?.getAttribute('width')).toBe('72');
    expect(picture?.getAttribute('height')).toBe('72');
    expect(picture?.style.aspectRatio).toBe('72 / 72');
  });

  it('names a page-wide slot by media query', () => {
    const picture = img(<Picture src={COVER} alt="" width={640} height={320} sizes={PAGE_WIDE} />);
    expect(picture?.getAttribute('sizes')).toBe('(max-width: 960px) 100vw, 960px');
    expect(picture?.getAttribute('src')).toBe(`${COVER}?w=768`);
  });

  it('asks for an SVG at the widths of its slot like any picture: the server draws it', () => {
    const picture = img(<Picture src="/media/badges/1.svg" alt="" width={64} height={64} />);
    expect(picture?.getAttribute('src')).toBe('/media/badges/1.svg?w=192');
    expect(picture?.getAttribute('srcset')).toContain('/media/badges/1.svg?w=96 96w');
    expect(picture?.getAttribute('sizes')).toBe('64px');
  });

  it('under data saver, asks for one width that fills the slot at density 1', () => {
    dataSaver.on = true;
    const picture = img(<Picture src={COVER} alt="" width={72} height={72} />);
    expect(picture?.getAttribute('src')).toBe(`${COVER}?w=96`);
    expect(picture?.hasAttribute('srcset')).toBe(false);
    expect(picture?.hasAttribute('sizes')).toBe(false);
    expect(img(<Picture src="/media/badges/1.svg" alt="" width={64} height={64} />)?.src).toContain(
      '/media/badges/1.svg?w=96',
    );
  });

  it('under data saver only, drops a decorative picture', () => {
    expect(img(<Picture src={COVER} alt="" width={64} height={64} decorative />)).not.toBeNull();
    dataSaver.on = true;
    expect(img(<Picture src={COVER} alt="" width={64} height={64} decorative />)).toBeNull();
    expect(img(<Picture src={COVER} alt="" width={64} height={64} />)).not.toBeNull();
  });

  it('fetches off-screen pictures late, the first in view at once, the largest paint first', () => {
    const lazy = img(<Picture src={COVER} alt="" width={72} height={72} />);
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    expect(lazy?.hasAttribute('fetchpriority')).toBe(false);
    const eager = img(<Picture src={COVER} alt="" width={72} height={72} eager />);
    expect(eager?.getAttribute('loading')).toBe('eager');
    expect(eager?.hasAttribute('fetchpriority')).toBe(false);
    const first = img(<Picture src={COVER} alt="" width={640} height={320} priority />);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
  });
});
