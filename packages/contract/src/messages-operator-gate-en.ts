/** OPS-41: the few texts of the back office's gate, which every visitor of /operator loads. */
export const messagesOperatorGateEn = {
  op_only_operators: "This page is for the shop's operators.",
  op_load_failed: 'Failed to load. Please try again.',
  op_retry: 'Try again',
} as const;
