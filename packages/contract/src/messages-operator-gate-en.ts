/** OPS-41: the few texts of the back office's gate, which every visitor of /operator loads. */
export const messagesOperatorGateEn = {
  op_only_operators: "This page is for the shop's operators.",
  op_load_failed: 'Failed to load. Please try again.',
  op_retry: 'Try again',
  /** SEC-24: an operator without two-factor sign-in is sent to set it up. */
  op_two_factor_title: 'Set up two-factor sign-in',
  op_two_factor_text: 'The back office opens once two-factor sign-in is on for your account.',
  op_two_factor_link: 'Set up two-factor sign-in',
} as const;
