import { STORAGE_KEYS } from '@skins/contract';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../../app/locale-store';
import { sessionStore } from '../../../app/session-store';
import { buildProduct } from '../test/build-product';
import { renderAt } from '../test/render';
import { ProductCard } from './product-card';

const toastWarning = vi.hoisted(() => vi.fn());
vi.mock('../../../ui/toast', () => ({ toast: { warning: toastWarning } }));

afterEach(() => {
  cleanup();
  act(() => sessionStore.set(false));
  act(() => localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 }));
  localStorage.removeItem(STORAGE_KEYS.currencyCode);
  toastWarning.mockReset();
});

describe('ProductCard', () => {
  it('SKIN-10: a strip in the rarity colour, the StatTrak™ mark, and a compact wear bar with the float', () => {
    renderAt(<ProductCard product={buildProduct({ rarity: 'Covert', rarity_color: '#eb4b4b', stattrak: true, float_value: 0.07, exterior_name: 'Minimal Wear' })} />);
    expect(screen.getByTestId('rarity-bar')).toHaveAttribute('data-rarity', 'Covert');
    expect(screen.getByText('StatTrak™')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wear: float 0.070000 (Minimal Wear)' })).toBeInTheDocument();
    expect(screen.getByText('0.070000')).toBeInTheDocument();
    expect(screen.getByTestId('wear-marker').style.left).toBe('7%');
  });

  it('SKIN-10: Souvenir is marked; no rarity, no strip; no float, no wear bar', () => {
    renderAt(<ProductCard product={buildProduct({ rarity: null, rarity_color: null, souvenir: true, float_value: null })} />);
    expect(screen.getByText('Souvenir')).toBeInTheDocument();
    expect(screen.queryByTestId('rarity-bar')).toBeNull();
    expect(screen.queryByTestId('wear-bar')).toBeNull();
  });

  it('CAT-35: shows the price with 2 decimals and no old price when there is none', () => {
    renderAt(<ProductCard product={buildProduct({ price: 12.5, old_price: null })} />);
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('CAT-35: strikes the old price through only when it is above the price', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ price: 80, old_price: 100 })} />);
    expect(screen.getByText('€100.00').tagName).toBe('S');
    unmount();
    renderAt(<ProductCard product={buildProduct({ price: 80, old_price: 80 })} />);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getAllByText('€80.00')).toHaveLength(1);
  });

  it('CAT-35: the Discount badge shows -N% (the discount percentage, else computed from the prices)', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ price: 75, old_price: 100, discount_percentage: 25 })} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
    unmount();
    renderAt(<ProductCard product={buildProduct({ price: 60, old_price: 100, discount_percentage: 0 })} />);
    expect(screen.getByText('-40%')).toBeInTheDocument();
  });

  it('CAT-35: a new item shows the New badge and no discount badge; an item without either shows none', () => {
    const { unmount } = renderAt(<ProductCard product={buildProduct({ is_new: true, price: 75, old_price: 100, discount_percentage: 25 })} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('-25%')).toBeNull();
    unmount();
    renderAt(<ProductCard product={buildProduct({ is_new: false, old_price: 5, price: 10, discount_percentage: 50 })} />);
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('CAT-35: the quality label defaults to CS2; the title links to /products/cs2/{subcategory or all}/{id}', () => {
    const product = buildProduct({ quality: null, subcategory: null, title: 'Sticker | Crown (Foil)' });
    renderAt(<ProductCard product={product} />);
    expect(screen.getByText('CS2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sticker | Crown (Foil)' })).toHaveAttribute('href', `/products/cs2/all/${product.id}`);
    const img = screen.getByRole('img', { name: 'Sticker | Crown (Foil)' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', `/img/${product.img_url}`);
  });

  it('CAT-35: prices follow the chosen currency', () => {
    act(() => localeStore.setCurrency({ code: 'USD', symbol: '$', value: 1.1 }));
    renderAt(<ProductCard product={buildProduct({ price: 1234.5 })} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('CAT-37: a guest who adds to cart gets the warning (3000 ms) and goes to sign-in with a redirect back', async () => {
    const { router } = renderAt(<ProductCard product={buildProduct()} />, { path: '/sale', url: '/sale?sort=asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toastWarning).toHaveBeenCalledWith('Please login to add items to cart', { autoClose: 3000 });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?form=signin&redirect=${encodeURIComponent('/sale?sort=asc')}`);
  });
});
