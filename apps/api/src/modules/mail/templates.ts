import type { StaffRole } from '@skins/contract';
import type { MailKind } from '../../adapters/mail/index.ts';

/**
 * OPS-101: one mail in one language. `{param}` is replaced by the caller's value; a line whose
 * params are all empty is left out (an optional reason). `plain` mails (to the shop's support
 * address) have no greeting and no signature.
 */
export interface MailTemplate {
  subject: string;
  lines: readonly string[];
  plain?: true;
}

/**
 * Every mail of the shop in one language, with the greeting and the signature around them. Kept as
 * typed data here rather than as seeded translations rows: the type checker proves that each
 * language has every mail, a mail renders without a seeded or reachable translations table, and
 * the texts stay out of the web's bundles (mails are the server's alone).
 */
export interface MailTexts {
  hello: string;
  helloNamed: string;
  signature: string;
  mails: Record<MailKind, MailTemplate>;
  /** MAIL-7: the payout provider's reasons the shop knows, by code (a payout_failed mail's `reasonCode`), in this language. */
  payoutReasons: Record<PayoutReasonCode, string>;
  /** STAFF-4: the back-office roles by code (a staff_invite mail's `staffRole`), in this language. */
  staffRoles: Record<StaffRole, string>;
}

/** MAIL-7: the codes of the payout failure reasons the shop knows (modules/payouts names a payout's reason by them). */
export const payoutReasonCodes = ['provider_declined', 'provider_refused'] as const;
export type PayoutReasonCode = (typeof payoutReasonCodes)[number];

/** The languages the shop mails in (spec §3 Language: the seeded en, de, pl); any other falls back to English. */
export const mailLanguages = ['en', 'de', 'pl'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** The shop's name in every mail's signature and the subjects that name it. */
export const SHOP_NAME = 'Skins Market';

export const mailTextsEn: MailTexts = {
  hello: 'Hello,',
  helloNamed: 'Hello {name},',
  signature: 'Your {shop} team',
  mails: {
    email_verification: {
      subject: 'Verify your email address',
      lines: ['Please confirm your email address by opening this link:', '{link}', '', 'The link works for 24 hours. If you did not create an account, you can ignore this email.'],
    },
    password_reset: {
      subject: 'Reset your password',
      lines: ['Someone asked to reset the password of your account.', '', 'Choose a new password here:', '{link}', '', 'The link works for 60 minutes, once. If you did not ask for it, you can ignore this email.'],
    },
    email_change: {
      subject: 'Confirm your new email address',
      lines: [
        'Please confirm that this is the new email address of your account by opening this link:',
        '{link}',
        '',
        'The link works for 24 hours, once. Until you open it, your account keeps its current email address.',
        'If you did not ask for this, you can ignore this email.',
      ],
    },
    email_change_notice: {
      subject: 'Your email address is about to change',
      lines: [
        'Someone asked to change the email address of your account to {email}.',
        'It changes only when the link we sent to that address is opened.',
        '',
        'If this was not you, change your password now. Your account keeps this address unless that link is opened.',
      ],
    },
    new_sign_in: {
      subject: 'New sign-in to your account',
      lines: [
        'Your account was signed in to from a device it has not used before:',
        'Device: {device}',
        'Time: {time}',
        'Country: {country}',
        '',
        'If this was you, there is nothing to do. If not, end that session and change your password here:',
        '{link}',
      ],
    },
    support_message: {
      subject: 'Support #{id}: {topic} ({sender})',
      lines: ['From: {sender} <{email}>', 'Account: {account}', 'Topic: {topic}', '', '{message}'],
      plain: true,
    },
    support_reply: {
      subject: 'Your support message: {topic}',
      lines: ['{reply}', '', 'Your message about "{topic}":', '{original}', '', 'To answer, reply to this email.'],
    },
    offer_received: {
      subject: 'We received your offer #{offerId} for {title}',
      lines: ['Thank you: the shop received your offer for {title} and reviews it now.', 'We mail you as soon as the shop makes you an offer.', '{link}'],
    },
    offer_alert: {
      subject: 'New offer #{offerId}: {title}',
      lines: ['{email} offers {title} for {price}.', 'Review it in the back office:', '{link}'],
    },
    offer_quoted: {
      subject: 'The shop made an offer for {title}',
      lines: ['The shop offers {price} for your {title}.', 'Open your offers to accept or decline it.', '{link}'],
    },
    offer_rejected: {
      subject: 'Your offer for {title} was not accepted',
      lines: ['The shop did not accept your offer.', 'Reason: {reason}', '{link}'],
    },
    offer_cancelled: {
      subject: 'Your offer for {title} was cancelled',
      lines: ['The shop cancelled your offer because the item did not arrive.', 'Reason: {reason}', '{link}'],
    },
    item_received: {
      subject: 'We received your {title}: request your payout',
      lines: ['The shop received your {title}.', 'You can now request your payout of {price} in your offers:', '{link}'],
    },
    payout_held: {
      subject: 'Payout held until {date}: offer #{offerId}',
      lines: ['We received your payout request of {amount}.', 'Your payout will be held until {date} (Steam trade protection): until then you could still take the item back.', 'We send it then and mail you when it is sent.', '{link}'],
    },
    offer_reversed: {
      subject: 'Your trade for {title} was reversed',
      lines: ['Steam reports that you took back your {title} within its trade protection.', 'Your offer #{offerId} is marked reversed.', 'The held payout of {cancelledAmount} was cancelled; no money was sent.', '{link}'],
    },
    trade_reversed_alert: {
      subject: 'Trade reversed: offer #{offerId}, {title}',
      lines: [
        'The seller ({email}) took back {title} of offer #{offerId} by a Steam trade reversal.',
        'The held payout of {cancelledAmount} was cancelled; no money was sent.',
        'The payout of {paidAmount} was paid before the reversal.',
        'Catalogue item #{itemId} was taken out of the shop.',
        'It was already sold: order #{orderId} is broken by the reversal.',
        '{link}',
      ],
    },
    offer_trade_sent: {
      subject: 'Accept our Steam trade offer for your {title}',
      lines: ['Our trade bot sent you a Steam trade offer asking for your {title} (offer #{offerId}).', 'Accept it in Steam: {tradeUrl}', 'Follow your offer: {link}'],
    },
    payout_requested: {
      subject: 'Payout requested for offer #{offerId}',
      lines: ['We received your payout request of {amount}.', 'It goes to the account ending in {last4}.', 'We mail you when it is sent.', '{link}'],
    },
    payout_sent: {
      subject: 'Payout sent: {amount}',
      lines: ['Your payout of {amount} for offer #{offerId} has been sent.', '{link}'],
    },
    payout_failed: {
      subject: 'Payout failed: {amount}',
      lines: ['Your payout of {amount} for offer #{offerId} could not be completed.', 'Reason: {message}', 'You can request it again in your offers, with another method or corrected details:', '{link}'],
    },
    topup_credited: {
      subject: 'Your balance was topped up',
      lines: ['{amount} were added to your balance.', '{link}'],
    },
    order_paid: {
      subject: 'Order #{orderId} is paid',
      lines: ['Thank you for your order. We received your payment of {total}.', 'Your items are on their way to your Steam trade offers.', '{link}'],
    },
    order_delivered: {
      subject: 'Order #{orderId} was delivered',
      lines: ['The items of your order #{orderId} were sent to your Steam account. Accept the trade offer in Steam to receive them.', '{link}'],
    },
    order_delivery_failed: {
      subject: 'Order #{orderId}: delivery failed',
      lines: ['We could not deliver the items of your order #{orderId}: the Steam trade offer did not go through.', 'The offer went to {tradeLink}. If that trade link is wrong or has changed, save your current one in My Profile: the shop sends the next offer to the trade link saved there. Please also check that your inventory is public. The shop will send a new offer or refund the order.', '{link}'],
    },
    order_refund: {
      subject: 'Order #{orderId} refunded',
      lines: ['Your order #{orderId} has been refunded: {amount} were added to your balance.', 'Reason: {reason}', '{link}'],
    },
    order_dispute: {
      subject: 'Card dispute on order #{orderId}',
      lines: ['The buyer of order #{orderId} disputed the card payment: {amount}.', 'Reason: {reason}', 'While the trade is protected you can reverse the delivery on the order page:', '{link}'],
    },
    order_refund_card: {
      subject: 'Order #{orderId} refunded to your card',
      lines: ['Your order #{orderId} has been refunded: {amount} go back to the card (or other payment method) you paid with. Nothing was added to your balance.', 'Your bank usually shows the refund within 5 to 10 business days.', 'Reason: {reason}', '{link}'],
    },
    price_alert: {
      subject: 'Price alert: {name} for {price}',
      lines: ['{name} is now on sale for {price}, at or below your alert price of {alert}.', '{link}', '', 'You set this alert in your watchlist; you can change or clear it there.'],
    },
    pack_bought: {
      subject: 'You bought the pack {title}',
      lines: ['Thank you: your pack {title} (order #{orderId}) is paid from your balance.', '{link}'],
    },
    prompt_placed: {
      subject: 'Your skin request for {title} is placed',
      lines: ['The shop received your request for {title} and looks for it now.', 'We mail you when it is found.', '{link}'],
    },
    prompt_fulfilled: {
      subject: 'Your skin request for {title} is fulfilled',
      lines: ['Good news: the shop found {title} for you (order #{orderId}).', 'It is on its way to your Steam trade offers.', '{link}'],
    },
    prompt_refused: {
      subject: 'Your skin request for {title} was refused',
      lines: ['The shop cannot fulfil your request for {title}.', 'Reason: {note}', 'The fee went back to your balance.', '{link}'],
    },
    staff_invite: {
      subject: 'You are invited to the back office of {shop}',
      lines: [
        '{inviter} invites you to the back office of {shop} with the role {role}.',
        '',
        'Accept the invitation here:',
        '{link}',
        '',
        'The link works for 7 days, once. Before the back office opens you set up two-factor sign-in.',
        'If you did not expect this, you can ignore this email.',
      ],
    },
    personal_data_ready: {
      subject: 'Your data are ready to download',
      lines: ['You asked for a copy of the personal data your account holds. It is ready:', '{link}', '', 'The link works for {hours} hours, once. If you did not ask for it, change your password.'],
    },
  },
  payoutReasons: {
    provider_declined: 'The payout was declined by the payment provider.',
    provider_refused: 'The payment provider did not accept the payout.',
  },
  staffRoles: { owner: 'owner', support: 'support', finance: 'finance' },
};
