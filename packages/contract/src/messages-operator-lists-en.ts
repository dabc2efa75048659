/** OPS-178: the back office's list filters shared by every list, and the searches of the lists that had none (English only, as the rest of the back office). */
export const messagesOperatorListsEn = {
  op_list_from: 'From (day)',
  op_list_to: 'To (day)',
  op_payouts_search: 'Payout id, seller email, method or last 4',
  op_support_search: 'Email, name or message',
  op_prompts_search: 'Request id, customer email or skin',
} as const;
