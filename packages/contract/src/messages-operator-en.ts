import { messagesOperatorGateEn } from './messages-operator-gate-en.ts';
import { messagesOperatorPeopleEn } from './messages-operator-people-en.ts';

/**
 * The back office's texts (issue 17), English only: the shop's operators work in English, so the
 * API seeds no translations of them. Loaded with the back office's chunk (web i18n/operator.ts).
 */
export const messagesOperatorEn = {
  ...messagesOperatorGateEn,
  ...messagesOperatorPeopleEn,
  op_title: 'Back office',
  op_back_to_shop: 'Back to the shop',
  op_sections: 'Back office sections',
  // The generic list (components/paged-table.tsx)
  op_search: 'Search',
  op_search_placeholder: 'Search...',
  op_apply: 'Apply',
  op_clear: 'Clear',
  op_all: 'All',
  op_empty: 'Nothing here.',
  op_count: '{{count}} in total',
  op_actions: 'Actions',
  // The confirm and reason dialogs
  op_confirm: 'Confirm',
  op_cancel: 'Cancel',
  op_close: 'Close',
  op_reason: 'Reason',
  op_field_required: '{{label}} is required',
  op_working: 'Working...',
  // Dashboard
  op_dashboard: 'Dashboard',
  op_queues: 'Waiting in the queues',
  op_q_offers_pending: 'Offers to quote',
  op_q_offers_awaiting_item: 'Offers awaiting the item',
  op_q_offers_ready_for_payout: 'Offers ready for payout',
  op_q_payouts_processing: 'Payouts to settle',
  op_q_prompts_requested: 'Skin requests to answer',
  op_q_support_messages: 'Support messages',
  op_today: 'Today (UTC)',
  op_sales: 'Sales',
  op_top_ups: 'Top-ups',
  op_tally: '{{count}} for {{sum}}',
  // Audit log
  op_audit: 'Audit log',
  op_audit_when: 'When',
  op_audit_who: 'Who',
  op_audit_action: 'Action',
  op_audit_target: 'Target',
  op_audit_before: 'Before',
  op_audit_after: 'After',
  op_audit_filter_action: 'Action (e.g. offer.quote)',
  op_audit_filter_target_type: 'Target type',
  op_audit_filter_target_id: 'Target id',
  op_audit_shop: 'The shop',
} as const;
