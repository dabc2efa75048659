import { describe, expect, it } from 'vitest';
import { server } from './server';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { consentedPage, newEmail, signUp } from './journeys';
import { waitForLink, waitForMail } from './mailbox';
import { operatorCall } from './operator';

const b = useBrowser();

describe('price history and watchlist (issue 19)', () => {
  it('PRICE-3, PRICE-4: the details page of a seeded skin draws its price history, switches ranges and compares the price with the 30-day median', async () => {
    const page = await consentedPage(b);
    // A seeded skin with a history (other journeys on this shop may have listed items of their own).
    const api = async <T>(path: string) => ((await (await fetch(new URL(path, server().baseURL))).json()) as { payload: T }).payload;
    let withHistory: number | undefined;
    for (const item of await api<{ id: number }[]>('/api/items/list?limit=50&sort=asc')) {
      if ((await api<{ points: unknown[] }>(`/api/items/${item.id}/price-history?days=365`)).points.length > 0) {
        withHistory = item.id;
        break;
      }
    }
    if (withHistory === undefined) throw new Error('no seeded item with a price history among the 50 cheapest');
    await page.goto(`/products/cs2/all/${withHistory}`);
    const panel = page.getByRole('region', { name: 'Price history' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByTestId('price-chart').waitFor();
    await expect.poll(() => panel.getByTestId('median-comparison').innerText()).toMatch(/(\d+% (below|above) the 30-day median|At the 30-day median)/);
    await panel.getByRole('button', { name: 'Show the last 365 days' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Show the last 365 days' }).getAttribute('aria-pressed')).toBe('true');
    await panel.getByTestId('price-chart').waitFor();
    await b.checkAccessible(page);
  });

  it('WATCH-2, WATCH-3, WATCH-4: a buyer stars an item from its card and its skin on the details page, sets an alert price, and gets the alert mail when the operator lowers a price to it', async () => {
    const title = `AK-47 | Watched ${Date.now().toString(36)}`;
    const form = { title, type: 'Rifle', quality: 'Classified', exterior_name: 'Field-Tested', item_class: 'Normal', price: 30, old_price: null, is_new: false, image_kind: 'rifle' };
    const created = await operatorCall<{ payload: { id: number } }>('POST', '/operator/items', form);
    const id = created.payload.id;
    const name = `${title} (Field-Tested)`;

    const page = await consentedPage(b);
    const email = newEmail('watch');
    await signUp(page, email);
    await page.goto(await waitForLink(email, /verify/));
    await page.getByText('Your email has been verified').waitFor();

    // WATCH-2: the card's star, on a phone: a 24 px target or more, clear of Add to cart; it toggles.
    await page.setViewportSize(PHONE);
    await page.goto(`/products?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const star = card.getByRole('button', { name: `Star ${title}` });
    await star.waitFor();
    const starBox = (await star.boundingBox())!;
    const cartBox = (await card.getByRole('button', { name: 'Add to cart' }).boundingBox())!;
    expect(Math.min(starBox.width, starBox.height)).toBeGreaterThanOrEqual(24);
    const apart = starBox.y + starBox.height <= cartBox.y || cartBox.y + cartBox.height <= starBox.y || starBox.x + starBox.width <= cartBox.x || cartBox.x + cartBox.width <= starBox.x;
    expect(apart).toBe(true);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await b.checkAccessible(page);
    await page.setViewportSize(DESKTOP);

    // The details page knows the star of the card.
    await page.goto(`/products/cs2/all/${id}`);
    const panel = page.getByRole('region', { name: 'Price history' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByText('No sales yet').first().waitFor();
    await panel.getByRole('button', { name: 'Remove from watchlist' }).waitFor();
    await panel.getByRole('button', { name: `Watch all ${name}` }).click();
    await panel.getByRole('button', { name: `Stop watching ${name}` }).waitFor();

    // The header's account menu leads there.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Watchlist' }).click();
    await page.getByRole('heading', { name: 'Watchlist', level: 1 }).waitFor();
    await page.getByRole('link', { name }).waitFor();
    await page.getByLabel('Alert price (EUR)').fill('25');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText('Alert at €25.00').waitFor();
    await b.checkAccessible(page);

    // A price above the alert mails nothing; the drop to 24 does, once.
    await operatorCall('PUT', `/operator/items/${id}`, { ...form, price: 26 });
    await operatorCall('PUT', `/operator/items/${id}`, { ...form, price: 24 });
    const mail = await waitForMail(email, 'at or below your alert price');
    expect(mail).toContain(name);
    expect(mail).toContain(`/products/cs2/all/${id}`);
    expect(mail).toContain('24.00');
  });

  it('WATCH-5, WATCH-6: a trader in PLN sets an alert at 13,000 PLN, reads back exactly 13,000 PLN, and the alert mail quotes PLN', async () => {
    const title = `AK-47 | Zloty ${Date.now().toString(36)}`;
    // 3,100 € is 13,330 PLN at the seeded 4.3 PLN per euro: above the alert.
    const form = { title, type: 'Rifle', quality: 'Classified', exterior_name: 'Minimal Wear', item_class: 'Normal', price: 3_100, old_price: null, is_new: false, image_kind: 'rifle' };
    const id = (await operatorCall<{ payload: { id: number } }>('POST', '/operator/items', form)).payload.id;
    const name = `${title} (Minimal Wear)`;

    const page = await consentedPage(b);
    const email = newEmail('zloty');
    await signUp(page, email);
    await page.goto(await waitForLink(email, /verify/));
    await page.getByText('Your email has been verified').waitFor();
    await page.goto(`/products/cs2/all/${id}`);
    await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('PLN');
    const panel = page.getByRole('region', { name: 'Price history' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('button', { name: `Watch all ${name}` }).click();
    await panel.getByRole('button', { name: `Stop watching ${name}` }).waitFor();

    await page.goto('/account/watchlist');
    await page.getByLabel('Alert price (PLN)').fill('13000');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText('Alert at PLN 13,000.00').waitFor();
    await page.reload();
    await page.getByText('Alert at PLN 13,000.00').waitFor();
    expect(await page.getByLabel('Alert price (PLN)').inputValue()).toBe('13000');

    // 3,023.25 € is 12,999.98 PLN: at or below the alert.
    await operatorCall('PUT', `/operator/items/${id}`, { ...form, price: 3_023.25 });
    const mail = await waitForMail(email, 'at or below your alert price');
    expect(mail).toContain(name);
    // The nbsp Intl puts after the code reads as two bytes in the raw mail.
    expect(mail).toMatch(/for PLN\D{1,2}12,999\.98/);
    expect(mail).toMatch(/alert price of PLN\D{1,2}13,000\.00/);
    expect(mail).not.toContain('€');
  });
});
