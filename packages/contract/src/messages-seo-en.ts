/**
 * SEO-1: English titles and descriptions of the documents, one pair per kind of page (see PAGE_META in
 * ./seo.ts). The web's first view carries them (every page sets its own title); the API injects them
 * into the document it serves, over the stored translations of other languages.
 */
export const messagesSeoEn = {
  meta_home_title: 'Buy CS2 skins',
  meta_home_description: 'Buy and sell CS2 skins: rare finishes, fair prices, delivery by Steam trade link.',
  meta_products_title: 'Shop CS2 skins',
  meta_products_description: 'Browse every CS2 skin in the shop: filter by type and quality, sort by price.',
  meta_sale_title: 'CS2 skins on sale',
  meta_sale_description: 'CS2 skins below their usual price, refreshed every day.',
  meta_new_title: 'New CS2 skins',
  meta_new_description: 'Fresh CS2 skins that just landed in the shop. Be the first to grab them.',
  meta_product_title: '{{name}} for {{price}}',
  meta_product_description: 'Buy {{name}} ({{type}}) for {{price}}, delivered to your Steam account by trade link.',
  meta_auth_title: 'Sign in or create an account',
  meta_auth_description: 'Sign in to your Skins Market account or create one to buy CS2 skins.',
  meta_reset_password_title: 'Set a new password',
  meta_reset_password_description: 'Choose a new password for your Skins Market account.',
  meta_payment_title: 'Payment status',
  meta_payment_description: 'The result of your payment at Skins Market.',
  meta_payout_title: 'Payout status',
  meta_payout_description: 'The result of your payout at Skins Market.',
  meta_account_title: 'My account',
  meta_account_description: 'Your profile, balance, payments and orders at Skins Market.',
  meta_cart_title: 'Your cart',
  meta_cart_description: 'The CS2 skins in your cart, ready for checkout.',
  meta_email_title: 'Email address',
  meta_email_description: 'Confirm the email address of your Skins Market account.',
  meta_request_skin_title: 'Request a skin',
  meta_request_skin_description: 'Tell us which CS2 skin you are looking for and we will find it for you.',
  meta_pack_title: 'Skin pack',
  meta_pack_description: 'Open a pack of CS2 skins at Skins Market.',
  meta_support_title: 'Contact support',
  meta_support_description: 'Questions about an order, a payment or your account? Write to us.',
  /** CAT-46: the page of a sold item, and of one out of the shop for now (reserved, withdrawn); also its heading. */
  meta_product_sold_title: '{{name}} — sold',
  meta_product_sold_description: '{{name}} has been sold. See the other listings of this skin at Skins Market.',
  meta_product_unavailable_title: '{{name}} — not available',
  meta_product_unavailable_description: '{{name}} is not available right now. See the other listings of this skin at Skins Market.',
  meta_static_title: '{{title}}',
  meta_static_description: '{{title}} at Skins Market.',
} as const;
