import { formatCardNumber, formatIban, splitExpiry } from '@skins/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { staticPagesQueryOptions } from '../../reference-data/api/reference-data';
import { TextField } from '../../../ui/field';
import { TermsConsent } from '../../../ui/terms-consent';
import { requestCardPayout, requestSepaPayout, type PayoutContact } from '../api/offers-calls';
import { leaveForPayment } from '../topup-flow';
import { contractResolver, offerText, serverFailure } from './form-support';
import { ProofFields, proofBody, proofDefaults, proofField, withProofCheck, type ProofValues } from './payout-proof';
import { StepActions } from './step-actions';
import { formatted } from '../../../ui/formatted';

/** Spec §5 Card payout: 16 digits grouped by 4 fill the input's 19 characters; MM/YY is 5. */
const CARD_NUMBER_MAX_LENGTH = 19;
const EXPIRY_MAX_LENGTH = 5;

/** MM/YY as typed: digits only, the slash added after the month. */
const formatExpiry = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

interface CardValues extends ProofValues {
  card_number: string;
  card_holder_name: string;
  expiry: string;
  terms_accepted: boolean;
}
const cardBody = (v: CardValues) => {
  const { month, year } = splitExpiry(v.expiry);
  return { card_number: v.card_number.replace(/\s+/g, ''), card_holder_name: v.card_holder_name.trim().toUpperCase(), expire_month: month, expire_year: year, terms_accepted: v.terms_accepted };
};
const cardField = (f: string) => (f === 'expire_month' || f === 'expire_year' ? 'expiry' : (f as keyof CardValues));
const cardFields = ['card_number', 'card_holder_name', 'expiry', 'terms_accepted'];

interface Step {
  offerId: number;
  contact: PayoutContact;
  onBack: () => void;
  /** SEC-22: two-factor sign-in is on (profile.two_factor_enabled): the request needs a code. */
  twoFactor: boolean;
  /** PROTECT-3: the payout is held until then (Steam trade protection): no provider page, the offer shows it held. */
  heldUntil: string | null;
}

/**
 * OFFER-WEB-6 (spec §3 Withdrawal, §5 Card payout): card number grouped by 4, holder name uppercased,
 * MM/YY, terms; the contract's rules; SEC-22 the proof (ProofFields); then card-manual and the provider's page (redirect_url).
 */
export function CardPayoutForm({ offerId, contact, onBack, twoFactor, heldUntil, onDone }: Step & { onDone: () => void }) {
  const { t } = useTranslation();
  const pages = useQuery(staticPagesQueryOptions());
  const form = useForm<CardValues>({
    resolver: withProofCheck(contractResolver<CardValues>(async () => (await import('./schemas')).cardPayoutDetailsSchema, cardBody, cardField), twoFactor),
    defaultValues: { card_number: '', card_holder_name: '', expiry: '', terms_accepted: false, ...proofDefaults },
  });
  const mutation = useMutation({
    mutationFn: requestCardPayout,
    onSuccess: (r) => {
      if (r.redirect_url) return leaveForPayment.to(r.redirect_url);
      if (!heldUntil) return toast.error(t('offers_no_redirect'));
      toast.success(t('offer_msg_payoutSubmitted'));
      onDone();
    },
    onError: (e) => toast.error(serverFailure(t, e, 'offers_payout_request_failed', form, (f) => proofField(f) ?? (cardFields.includes(cardField(f)) ? cardField(f) : undefined))),
  });
  const err = (f: keyof CardValues) => offerText(t, form.formState.errors[f]?.message);
  const number = form.register('card_number');
  const expiry = form.register('expiry');
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((v) => {
        if (mutation.isPending) return;
        mutation.mutate({ id: offerId, ...contact, ...cardBody(v), ...proofBody(v, twoFactor) });
      })}
    >
      <TextField
        label={t('offers_card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        placeholder="0000 0000 0000 0000"
        error={err('card_number')}
        {...formatted(number, (v) => formatCardNumber(v).slice(0, CARD_NUMBER_MAX_LENGTH))}
      />
      <TextField
        label={t('offers_card_holder')}
        autoComplete="cc-name"
        className="uppercase"
        error={err('card_holder_name')}
        {...formatted(form.register('card_holder_name'), (v) => v.toUpperCase())}
      />
      <TextField
        label={t('offers_card_expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={EXPIRY_MAX_LENGTH}
        placeholder="MM/YY"
        error={err('expiry')}
        {...formatted(expiry, formatExpiry)}
      />
      <ProofFields form={form} twoFactor={twoFactor} />
      <TermsConsent pages={pages.data ?? []} error={err('terms_accepted')} {...form.register('terms_accepted')} />
      <p className="text-sm text-slate-400">{t('offers_payout_notice')}</p>
      <StepActions backLabel={t('offers_back')} onBack={onBack} submitLabel={t('offers_request_payout')} pending={mutation.isPending} />
    </form>
  );
}

interface BankValues extends ProofValues {
  full_name: string;
  iban: string;
}
/** The full name as the API's first and last name: the last word is the last name. */
const bankBody = (v: BankValues) => {
  const words = v.full_name.trim().split(/\s+/).filter(Boolean);
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  return { first_name: words.join(' '), last_name: last, account_number: v.iban.replace(/\s+/g, '') };
};
const bankField = (f: string) => (f === 'account_number' ? 'iban' : f === 'first_name' || f === 'last_name' ? 'full_name' : proofField(f));

/**
 * OFFER-WEB-7 (spec §3 Withdrawal, §5 Bank payout): full name and IBAN (uppercase, grouped by 4) with
 * the contract's rules; SEC-22 the proof (ProofFields); sepa-manual, then 'Payout request submitted successfully!'.
 */
export function BankPayoutForm({ offerId, currency, contact, onBack, onDone, twoFactor }: Step & { currency: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<BankValues>({
    resolver: withProofCheck(contractResolver<BankValues>(async () => (await import('./schemas')).bankPayoutDetailsSchema, bankBody, (f) => bankField(f) ?? 'full_name'), twoFactor),
    defaultValues: { full_name: `${contact.name} ${contact.surname}`.trim(), iban: '', ...proofDefaults },
  });
  const mutation = useMutation({
    mutationFn: requestSepaPayout,
    onSuccess: () => {
      toast.success(t('offer_msg_payoutSubmitted'));
      onDone();
    },
    onError: (e) => toast.error(serverFailure(t, e, 'offers_payout_request_failed', form, bankField)),
  });
  const err = (f: keyof BankValues) => offerText(t, form.formState.errors[f]?.message);
  const iban = form.register('iban');
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((v) => {
        if (mutation.isPending) return;
        mutation.mutate({ id: offerId, ...contact, currency, ...bankBody(v), ...proofBody(v, twoFactor) });
      })}
    >
      <TextField label={t('offers_full_name')} autoComplete="name" error={err('full_name')} {...form.register('full_name')} />
      <TextField
        label={t('offers_iban')}
        autoComplete="off"
        spellCheck={false}
        className="uppercase"
        placeholder="DE89 3704 0044 0532 0130 00"
        error={err('iban')}
        {...formatted(iban, formatIban)}
      />
      <ProofFields form={form} twoFactor={twoFactor} />
      <p className="text-sm text-slate-400">{t('offers_payout_notice')}</p>
      <StepActions backLabel={t('offers_back')} onBack={onBack} submitLabel={t('offers_request_payout')} pending={mutation.isPending} />
    </form>
  );
}
