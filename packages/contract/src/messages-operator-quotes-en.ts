/** INV-5: the back office's instant quotes per market name (issue 49), English only like every back-office text. */
export const messagesOperatorQuotesEn = {
  op_sell_quotes: 'Instant quotes',
  op_quotes_intro: 'What the shop pays at once for an item of this market name: a seller who sells from the Steam inventory can take it instead of asking a price.',
  op_quotes_market_name: 'Market name',
  op_quotes_price: 'Price (EUR)',
  op_quotes_updated: 'Changed',
  op_quotes_new: 'New quote',
  op_quotes_edit: 'Change price',
  op_quotes_edit_title: 'Price of {{name}}',
  op_quotes_delete: 'Delete',
  op_quotes_delete_title: 'Delete the quote of {{name}}?',
  op_quotes_delete_text: 'Sellers can then only ask a price for this skin. Offers already made keep their price.',
  op_quotes_deleted: 'Quote deleted',
  op_quotes_save: 'Save',
  op_quotes_saved: 'Quote saved',
  op_quotes_save_failed: 'The quote could not be saved',
} as const;
