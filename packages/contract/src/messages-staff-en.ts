/**
 * STAFF-WEB-3: the staff invite page (/operator/invite/{token}), seen before the person is staff,
 * so in the shop's languages (de and pl in the API's seed). Loaded by that page only.
 */
export const messagesStaffEn = {
  staff_invite_title: 'Staff invitation',
  staff_invite_as: 'You are invited to the back office as {{role}}',
  staff_invite_role_owner: 'owner',
  staff_invite_role_support: 'support',
  staff_invite_role_finance: 'finance',
  staff_invite_for: 'The invitation is for {{email}} and works until {{date}}.',
  staff_invite_new_account: 'Choose your name and a password for your staff account.',
  staff_invite_existing_account: 'This email already has an account: enter its password to make it your staff account.',
  staff_invite_name: 'Name',
  staff_invite_name_required: 'Enter your name',
  staff_invite_name_too_long: 'The name may be at most 100 characters long',
  staff_invite_password: 'Password',
  staff_invite_password_repeat: 'Repeat the password',
  staff_invite_current_password: 'Password of your account',
  staff_invite_accept: 'Accept the invitation',
  staff_invite_accepting: 'Saving...',
  staff_invite_failed: 'The invitation could not be accepted. Please try again.',
  staff_invite_load_failed: 'The invitation could not be loaded. Please try again.',
  staff_invite_done: 'Your staff account is ready. Sign in and set up two-factor sign-in.',
  staff_invite_sign_in: 'Sign in',
  staff_invite_home: 'Go to the home page',
} as const;
