import type { staticPages } from '../schema.ts';

/** OPS-91: a translation of the static pages, by slug. */
export type PageTexts = Readonly<Record<string, { title: string; content: string }>>;

/** The shop's static pages (spec §3 Static page): HTML written by the shop, shown at /{slug}. */
export const demoStaticPages: readonly Omit<typeof staticPages.$inferInsert, 'id'>[] = [
  {
    slug: 'terms',
    title: 'Terms and Conditions',
    isTerms: true,
    position: 1,
    content: `<h2>1. Who we are</h2>
<p>Skins Market (“we”, “us”) runs an online marketplace for Counter-Strike 2 cosmetic items (“skins”). These terms apply to every visit to the site and to every purchase, top-up, sale offer and payout made through it. By creating an account or placing an order you accept them.</p>
<h2>2. Your account</h2>
<ul>
  <li>You must be at least <strong>18 years old</strong> to register, buy, sell or top up your balance. We may ask for proof of age and close accounts that do not meet this rule.</li>
  <li>You are responsible for keeping your password and your Steam account safe. Tell us at once if you think someone else has used your account.</li>
  <li>One person, one account. Accounts may not be sold, shared or transferred.</li>
  <li>The details you give us (name, email, phone, address, Steam trade link) must be true and kept up to date.</li>
</ul>
<h2>3. Prices and payment</h2>
<p>Prices are shown in euro and, for your convenience, converted to the currency you choose at the rate shown on the site. The amount charged is the amount shown at checkout, including VAT where it applies. You can pay by card, with your account balance or with the other payment methods listed at checkout.</p>
<p>Your balance is held in our internal currency (Credits). Credits are not money: they cannot be withdrawn as cash except through the payout process of section 6, and they do not earn interest.</p>
<h2>4. Delivery of items</h2>
<ol>
  <li>When your payment is confirmed, the item is reserved for you and sent as a Steam trade offer to the trade link you gave us.</li>
  <li>Accept the trade offer within 12 hours. If you do not, or if your Steam account cannot trade (for example because of a trade hold or a ban), we refund the price to your balance.</li>
  <li>Each listed item is unique. If two customers pay for the same item at the same moment, only the first payment is accepted and the other is refunded in full.</li>
</ol>
<h2>5. Cancellations and refunds</h2>
<p>Digital items are delivered immediately at your request, so the statutory right of withdrawal ends once the trade offer has been accepted. If an item is not delivered, or is not the item you ordered, contact support within 14 days and we will refund or replace it.</p>
<h2>6. Selling skins to us</h2>
<p>When selling is enabled you can offer your skins to the shop. We send you a price; if you accept, you send the item by trade offer and, once it arrives, you can request a payout by the methods offered. Payouts are usually processed within 3 working days.</p>
<h2>7. Fair use</h2>
<p>Fraud, chargebacks without a reason, money laundering, the use of stolen accounts or items, and automated scraping of the site are forbidden. We may suspend accounts involved and report them to the authorities.</p>
<h2>8. Liability and changes</h2>
<p>Skins Market is not affiliated with Valve Corporation. We are not responsible for changes Valve makes to items, to trading rules or to Steam. We may update these terms; the version published on the site at the time of your order applies to it.</p>
<h2>9. Contact</h2>
<p>Questions about these terms: <a href="mailto:support@skins-market.example">support@skins-market.example</a>.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    isPrivacy: true,
    position: 2,
    content: `<h2>What this policy covers</h2>
<p>This policy explains which personal data Skins Market collects when you use the shop, why we collect it, how long we keep it and which rights you have under the General Data Protection Regulation (GDPR).</p>
<h2>Data we collect</h2>
<ul>
  <li><strong>Account data:</strong> name, surname, email address, phone number and password (stored only as a secure hash).</li>
  <li><strong>Order data:</strong> the items you buy or sell, prices, your Steam ID and trade link, billing address and country.</li>
  <li><strong>Payment data:</strong> the payment method and the result of each payment. Card numbers are handled by our payment provider and never stored by us.</li>
  <li><strong>Technical data:</strong> IP address, browser type and the cookies described below.</li>
</ul>
<h2>Why we use it</h2>
<ol>
  <li>To create your account and deliver the items you order (performance of a contract).</li>
  <li>To prevent fraud and meet our accounting and anti-money-laundering duties (legal obligation).</li>
  <li>To answer your support requests and to send service emails such as order confirmations (legitimate interest).</li>
  <li>To measure how the site is used, only if you accept analytics cookies (consent).</li>
</ol>
<h2>Cookies</h2>
<p>Essential cookies keep you signed in and protect forms; they are always on. Performance, functionality and analytics cookies are optional and can be changed at any time from the cookie banner.</p>
<h2>Who receives your data</h2>
<p>Payment providers, our hosting provider, email delivery services and, when needed for delivery, Steam. We never sell your personal data.</p>
<h2>How long we keep it</h2>
<p>Account data is kept while your account is open. Order and payment records are kept for 10 years as required by tax law. Technical logs are deleted after 90 days.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, its correction or deletion, restrict or object to its processing, and ask for it in a portable format. Write to <a href="mailto:support@skins-market.example">support@skins-market.example</a>. You may also complain to your data protection authority.</p>`,
  },
  {
    slug: 'about',
    title: 'About us',
    position: 3,
    content: `<h2>Skins for players, by players</h2>
<p>Skins Market started in 2021 as a small trading group of Counter-Strike players who were tired of overpriced listings and slow, risky trades. Today we offer thousands of CS2 skins — rifles, pistols, knives, gloves, agents and stickers — at fair, transparent prices.</p>
<h2>What makes us different</h2>
<ul>
  <li><strong>Exclusive drops:</strong> rare patterns and low-float items added every day.</li>
  <li><strong>Fast and secure:</strong> every item is delivered by Steam trade offer, usually within minutes of payment.</li>
  <li><strong>Your vibe:</strong> filter by type, rarity, wear and price to find the loadout that fits your style.</li>
  <li><strong>Fair prices:</strong> prices follow the market, with regular discounts in the Discount Store.</li>
</ul>
<h2>How it works</h2>
<ol>
  <li>Create an account and add your Steam trade link.</li>
  <li>Pick your skins, then pay by card, with your balance or another method.</li>
  <li>Accept the trade offer in Steam — the skin is yours.</li>
</ol>
<p>Have a question or an idea? Our support team answers every message, usually within a day.</p>`,
  },
  {
    slug: 'faq',
    title: 'FAQ',
    position: 4,
    content: `<h2>Buying</h2>
<h3>How do I receive my skins?</h3>
<p>After payment we send a Steam trade offer to the trade link saved in your profile. Open Steam, check the offer and accept it. Most offers arrive within a few minutes.</p>
<h3>Where do I find my Steam trade link?</h3>
<p>In Steam open <em>Inventory → Trade Offers → Who can send me trade offers?</em> and copy the link under “Third-Party Sites”. Your Steam inventory must be public.</p>
<h3>Why was my item refunded?</h3>
<p>If the trade offer is not accepted in time, or your account has a trade hold, the price goes back to your balance automatically.</p>
<h2>Payments and balance</h2>
<h3>Which payment methods do you accept?</h3>
<p>Cards (Visa, Mastercard, Maestro, American Express), Apple Pay and Google Pay, MB WAY, Multibanco and your account balance.</p>
<h3>What are Credits?</h3>
<p>Credits are the shop's internal currency. One Credit is worth one euro. Top up your balance once and pay for several orders without entering card details again.</p>
<h3>Can I use a promo code?</h3>
<p>Yes. Enter it in the cart after filling in your shipping address. Each code has its own value, validity dates and number of uses.</p>
<h2>Selling</h2>
<h3>Can I sell my skins to you?</h3>
<p>When selling is open, choose <em>Sell skins</em> in the menu, describe the item and your price, and we reply with an offer. Accepted items are paid out by card, bank transfer, MB WAY or Multibanco.</p>
<h2>Account</h2>
<h3>Do I need to be 18?</h3>
<p>Yes, you must be at least 18 years old to use the shop.</p>
<h3>I did not get the verification email.</h3>
<p>Check your spam folder, then use the <em>Resend</em> button on the verification page. Still nothing? Write to support@skins-market.example.</p>`,
  },
];
