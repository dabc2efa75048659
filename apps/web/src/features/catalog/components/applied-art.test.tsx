import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../../app/locale-store';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';
import { ProductCard } from './product-card';

afterEach(() => {
  cleanup();
  act(() => localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 }));
});

const applied = {
  stickers: [
    { name: 'Crown (Foil)', slot: 2, wear: 0, img_url: 'stickers/crown-foil.svg' },
    { name: 'Titan (Holo) | Katowice 2014', slot: 0, wear: 0.1, img_url: 'stickers/titan-holo-katowice-2014.svg' },
  ],
  charms: [{ name: 'Hot Howl', pattern: 7, img_url: 'charms/hot-howl.svg' }],
};

describe('a card’s stickers, charm and Steam reference', () => {
  it('ART-4: a card shows each sticker (in slot order) and the charm as a small picture from the image host, named by its alt text', () => {
    renderAt(<ProductCard product={buildProduct(applied)} />);
    const thumbs = within(screen.getByTestId('applied-thumbs')).getAllByRole('img');
    expect(thumbs.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Titan (Holo) | Katowice 2014', '/img/stickers/titan-holo-katowice-2014.svg'],
      ['Crown (Foil)', '/img/stickers/crown-foil.svg'],
      ['Hot Howl', '/img/charms/hot-howl.svg'],
    ]);
    expect(thumbs[0]).toHaveAttribute('width', '24');
  });

  it('ART-4: a card of a skin without stickers or a charm shows no row of pictures', () => {
    renderAt(<ProductCard product={buildProduct()} />);
    expect(screen.queryByTestId('applied-thumbs')).toBeNull();
  });

  it("REFPRICE-4: a card below the Steam reference says 'x % below Steam', the reference in the shop's currency as its title; one not below says nothing", () => {
    act(() => localeStore.setCurrency({ code: 'USD', symbol: '$', value: 1.08 }));
    renderAt(
      <>
        <ProductCard product={buildProduct({ title: 'Below', price: 80, steam_price: 100, below_steam_percent: 20 })} />
        <ProductCard product={buildProduct({ title: 'Above', price: 120, steam_price: 100, below_steam_percent: null })} />
      </>,
    );
    const below = screen.getByText('20 % below Steam');
    expect(below).toHaveAttribute('title', 'Steam reference price: $100.00');
    expect(screen.getAllByText(/below Steam/)).toHaveLength(1);
  });
});
