import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { consentedPage, newEmail, operatorPage, PASSWORD } from './journeys';
import { countMails, waitForLink, waitForMail } from './mailbox';
import { signInWithCode, turnOnTwoFactor } from './operator';

const b = useBrowser();

/** The fixture: 50 item rows (file rows 2 to 51); row 18 has the price 10.999, row 37 no title. */
const FIXTURE = readFileSync(new URL('./fixtures/items-50.csv', import.meta.url), 'utf8');
const today = () => new Date().toISOString().slice(0, 10);

describe("an operator's week without SQL (issue 47)", () => {
  it('OPS-190: the owner invites a support member, who answers a message and cannot open payouts; the owner runs a date-range report, exports the orders, imports 50 items with two bad rows and resends a mail', async () => {
    // A customer writes to support.
    const guestEmail = newEmail('week-guest');
    const marker = `Where is my skin ${Date.now().toString(36)}`;
    const guest = await consentedPage(b);
    await guest.goto('/support');
    await guest.getByLabel('Name', { exact: true }).fill('Ana');
    await guest.getByLabel('Surname').fill('Silva');
    await guest.getByLabel('Email').fill(guestEmail);
    await guest.getByLabel('Topic').selectOption('Order');
    await guest.getByLabel('Message').fill(`${marker}: my AK-47 has not arrived.`);
    await guest.getByRole('button', { name: 'Send message' }).click();
    await guest.getByText('Your message has been sent. We will get back to you soon.').waitFor();

    // STAFF-WEB-2: the owner invites a support member from the Staff section.
    const owner = await operatorPage(b);
    const staffEmail = newEmail('week-support');
    await owner.goto('/operator/staff');
    const invite = owner.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByLabel('Email').fill(staffEmail);
    await invite.getByLabel('Role').selectOption('support');
    await b.checkAccessible(owner, 'the Staff section');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await owner.getByRole('cell', { name: staffEmail, exact: true }).waitFor();

    // STAFF-WEB-3: the mailed link makes the account; two-factor sign-in on, the member signs in.
    const link = await waitForLink(staffEmail, /\/operator\/invite\//);
    const staff = await consentedPage(b);
    await staff.goto(new URL(link).pathname);
    await staff.getByText('You are invited to the back office as support').waitFor();
    await staff.getByLabel('Name').fill('Sam');
    await staff.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await staff.getByLabel('Repeat the password').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Accept the invitation' }).click();
    await staff.getByText('Your staff account is ready. Sign in and set up two-factor sign-in.').waitFor();
    const code = await turnOnTwoFactor(staffEmail, PASSWORD);
    await staff.goto('/operator');
    await staff.waitForURL((u) => u.pathname === '/auth');
    await signInWithCode(staff, staffEmail, PASSWORD, code);
    await staff.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();

    // STAFF-2: support answers the message, has no Payouts in the nav, and is refused the page.
    await staff.goto('/operator/support');
    await staff.getByRole('row').filter({ hasText: marker }).getByRole('button', { name: 'Reply: Order' }).click();
    const reply = staff.getByRole('dialog', { name: 'Reply to Ana Silva' });
    await reply.getByLabel('Your reply').fill('It is on its way: the trade offer was sent today.');
    await b.checkAccessible(staff, 'the reply dialog');
    await reply.getByRole('button', { name: 'Reply', exact: true }).click();
    await reply.waitFor({ state: 'detached' });
    await waitForMail(guestEmail, 'It is on its way');
    const nav = staff.getByRole('navigation', { name: 'Back office sections' });
    await nav.getByRole('link', { name: 'Support' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Payouts' }).count()).toBe(0);
    await staff.goto('/operator/payouts');
    await staff.getByText('Your role cannot open this page.').waitFor();

    // OPS-140: the owner's report over a range of days.
    await owner.goto('/operator/reports');
    await owner.getByLabel('From').fill('2026-01-01');
    await owner.getByLabel('To').fill(today());
    await owner.getByLabel('Group by').selectOption('month');
    await owner.getByRole('button', { name: 'Show' }).click();
    await owner.waitForURL((u) => u.searchParams.get('from') === '2026-01-01');
    await owner.getByRole('table', { name: 'Reports' }).waitFor();
    expect(await owner.getByRole('table', { name: 'Reports' }).getByRole('rowheader', { name: 'Total' }).count()).toBe(1);

    // OPS-145: the orders as CSV, with the owner's session.
    await owner.goto('/operator/orders');
    const csv = await owner.request.get(String(await owner.getByRole('link', { name: 'Export CSV' }).getAttribute('href')));
    expect([csv.status(), csv.headers()['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^id,/);

    // OPS-169: 50 items from CSV, rows 18 and 37 shown as bad and skipped.
    const stamp = Date.now().toString(36);
    await owner.goto('/operator/catalog');
    await owner.getByRole('button', { name: 'Import CSV' }).click();
    const importing = owner.getByRole('dialog', { name: 'Import items from CSV' });
    await importing.getByLabel('CSV file').setInputFiles({ name: 'items-50.csv', mimeType: 'text/csv', buffer: Buffer.from(FIXTURE.replaceAll('Import Fixture', `Week ${stamp}`)) });
    await importing.getByText('50 rows: 48 valid, 2 invalid').waitFor();
    await importing.getByText('Rows 18, 37 are invalid and will be skipped').waitFor();
    await importing.getByRole('button', { name: 'Import 48 items', exact: true }).click();
    await owner.getByText('48 items imported, invalid rows skipped: 18, 37').waitFor();

    // MAIL-2, MAIL-4: the owner reads the reply mail in the log and sends it again.
    await owner.goto(`/operator/mails?q=${encodeURIComponent(guestEmail)}`);
    await owner.getByRole('row').filter({ hasText: 'support_reply' }).getByRole('link').click();
    await owner.getByRole('button', { name: 'Send again' }).click();
    const again = owner.getByRole('dialog', { name: /^Send mail #\d+ again\?$/ });
    await again.getByRole('button', { name: 'Send again' }).click();
    await owner.getByText(`The mail was sent again to ${guestEmail}.`).waitFor();
    // The guest has the reply twice: the first and the resent one.
    await expect.poll(() => countMails(guestEmail, 'It is on its way'), { timeout: 10_000 }).toBe(2);
  }, 240_000);
});
