/** The account's personal-data texts (issue 50, GDPR-WEB-1, GDPR-WEB-2): a copy of one's data and deleting the account. */
export const messagesPrivacyEn = {
  privacy_title: 'Your data',
  privacy_download_text: 'Get a copy of everything your account holds: profile, orders, payments, statement, offers, payouts, watchlist and support messages, as one zip file (JSON and CSV).',
  privacy_download: 'Download my data',
  privacy_download_requested: 'We are preparing your data. We will email you a link to download it.',
  privacy_state_pending: 'Your data are being prepared. We will email you the link.',
  privacy_state_ready: 'The link to your data was emailed to you. It works once, until {{when}}.',
  privacy_state_downloaded: 'Your data were downloaded. Ask again for a new copy.',
  privacy_state_expired: 'The last link to your data has expired. Ask again for a new copy.',
  privacy_download_failed: 'Your data could not be requested. Please try again.',
  privacy_delete_title: 'Delete my account',
  privacy_delete_text:
    'Your name, contact and delivery details, Steam id, trade link, sessions, watchlist and support messages are erased, and you cannot sign in again. Orders, invoices, your balance history and payouts are kept without your name, as the law requires.',
  privacy_delete: 'Delete my account',
  privacy_delete_confirm_title: 'Delete your account for good?',
  privacy_delete_confirm_password: 'Enter your password to confirm',
  privacy_delete_confirm_otp: 'Enter a code from your authenticator app to confirm',
  privacy_delete_confirm: 'Delete for good',
  privacy_cancel: 'Cancel',
  privacy_deleted: 'Your account has been deleted.',
  privacy_delete_failed: 'Your account could not be deleted. Please try again.',
} as const;
