/** The back office's texts of a customer's erasure on request (issue 50, GDPR-WEB-3), English only like the rest of the back office. */
export const messagesOperatorPrivacyEn = {
  op_customer_erase: 'Erase personal data',
  op_customer_erase_title: 'Erase the personal data of {{who}}?',
  op_customer_erase_text:
    'Do this only when the customer asked for it. Their name, contact and delivery details, Steam id, trade link, sessions, watchlist and support messages are erased and they cannot sign in again. Orders, the ledger and payouts stay, anonymous. This cannot be undone.',
  op_customer_erase_reason: 'The customer’s request (how and when it came)',
  op_customer_erased: 'Personal data erased on {{when}}',
} as const;
