import '../../../i18n/offers';
import '../../../i18n/payments';
import { formatMoney, type MessageKey, type OfferDetails } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { formatDateTime } from '../../../ui/format-date';
import { ApiError } from '../../../api/client';
import { offerDetailsQueryOptions, useOffersChanged, useRequestCardFormPayout } from '../api/offers-calls';
import { profileCountryId } from '../api/profile-fields';
import { profileQueryOptions, type UserProfile } from '../api/get-profile';
import { countriesQueryOptions } from '../../reference-data/api/reference-data';
import { useLocale } from '../../../app/locale-store';
import { Modal } from '../../../ui/modal';
import { PageSpinner } from '../../../ui/spinner';
import { leaveForPayment } from '../topup-flow';
import { ContactForm, toPayoutContact, type ContactValues } from './contact-form';
import { serverFailure } from './form-support';
import { OfferDetailsView } from './offer-details';
import { BankPayoutForm, CardPayoutForm } from './payout-forms';
import { ProofFields, proofBody, proofDefaults, proofField, proofProblem, type ProofValues } from './payout-proof';
import { StepActions } from './step-actions';

/** Spec §2 Withdraw: the payout methods, card first. */
const METHODS = ['card', 'multibanco', 'mbway', 'bank'] as const;
type Method = (typeof METHODS)[number];
const METHOD_LABELS: Record<Method, MessageKey> = { card: 'offers_method_card', multibanco: 'offers_method_multibanco', mbway: 'offers_method_mbway', bank: 'offers_method_bank' };

const contactFromProfile = (p: UserProfile | undefined): ContactValues => ({
  name: p?.name ?? '',
  surname: p?.surname ?? '',
  email: p?.email ?? '',
  phone: p?.phone ?? '',
  country: profileCountryId(p?.country),
  city: p?.city ?? '',
  address: p?.address ?? '',
  postCode: p?.post_code ?? p?.zip ?? '',
});

type Step = 'details' | 'contact' | 'method' | 'payment';

/**
 * The offerDetails modal and, from ready_for_payout, the payout steps (spec §4): contactInfo, then
 * paymentMethod, then payment; each Back returns to the step before (OFFER-WEB-5).
 */
export function OfferFlow({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('details');
  const [contact, setContact] = useState<ContactValues | null>(null);
  const [picked, setMethod] = useState<Method>('card');
  const details = useQuery(offerDetailsQueryOptions(id));
  const { currency } = useLocale();
  // SEC-22: with two-factor sign-in on, a payout request carries a code of the app.
  const twoFactor = useQuery(profileQueryOptions(currency.code)).data?.two_factor_enabled === true;
  const offersChanged = useOffersChanged();
  /** OFFER-WEB-7: after a bank payout the details show the offer as payout_processing. */
  const payoutRequested = () => {
    offersChanged(id);
    setStep('details');
  };
  const modal = (title: string, body: ReactNode) => (
    <Modal open title={title} onClose={onClose} closeLabel={t('offers_close')}>
      {body}
    </Modal>
  );

  const offer = details.data;
  if (!offer)
    return modal(
      t('offers_details_title', { id }),
      details.isPending ? <PageSpinner /> : <p role="alert" className="text-red-300">{t(details.error instanceof ApiError && details.error.status === 404 ? 'offers_details_not_found' : 'offers_details_failed')}</p>,
    );
  // PROTECT-9: while the item is protected the payout waits days, and the shop keeps no card that long: a bank account only.
  const method: Method = offer.payout_held_until ? 'bank' : picked;
  if (step === 'contact') {
    const next = (v: ContactValues) => {
      setContact(v);
      setStep('method');
    };
    return modal(t('offers_contact_title'), <ContactStep defaults={contact} onBack={() => setStep('details')} onNext={next} />);
  }
  if (step === 'method' && contact)
    return modal(
      t('offers_method_title'),
      <MethodStep offer={offer} contact={contact} method={method} twoFactor={twoFactor} onMethod={setMethod} onBack={() => setStep('contact')} onNext={() => setStep('payment')} onHeld={payoutRequested} />,
    );
  if (step === 'payment' && contact) {
    const common = { offerId: offer.id, contact: toPayoutContact(contact), onBack: () => setStep('method'), twoFactor, heldUntil: offer.payout_held_until, onDone: payoutRequested };
    return method === 'bank'
      ? modal(t('offers_bank_title'), <BankPayoutForm {...common} currency={offer.currency} />)
      : modal(t('offers_card_title'), <CardPayoutForm {...common} />);
  }
  return modal(t('offers_details_title', { id: offer.id }), <OfferDetailsView offer={offer} onRequestPayout={() => setStep('contact')} />);
}

/** The contactInfo step: the last values typed, else the profile's (spec §5 Contact info). */
function ContactStep({ defaults, onBack, onNext }: { defaults: ContactValues | null; onBack: () => void; onNext: (v: ContactValues) => void }) {
  const { currency } = useLocale();
  const profile = useQuery(profileQueryOptions(currency.code));
  const countries = useQuery(countriesQueryOptions());
  if (!defaults && (profile.isPending || countries.isPending)) return <PageSpinner />;
  return <ContactForm defaults={defaults ?? contactFromProfile(profile.data)} countries={countries.data ?? []} onBack={onBack} onNext={onNext} />;
}

/**
 * The paymentMethod step (spec §2 Withdraw): card and bank go on to their details; Multibanco and
 * MB WAY are paid out on the provider's page (card-form with the method, OFFER-WEB-8), so those two
 * carry the proof here (SEC-22); card and bank carry it in their forms.
 */
function MethodStep({
  offer,
  contact,
  method,
  twoFactor,
  onMethod,
  onBack,
  onNext,
  onHeld,
}: {
  offer: OfferDetails;
  contact: ContactValues;
  method: Method;
  twoFactor: boolean;
  onMethod: (m: Method) => void;
  onBack: () => void;
  onNext: () => void;
  /** PROTECT-3: a held payout has no provider page yet: the offer shows it held. */
  onHeld: () => void;
}) {
  const { t, i18n } = useTranslation();
  const mutation = useRequestCardFormPayout();
  const form = useForm<ProofValues>({ defaultValues: proofDefaults });
  const hosted = method === 'multibanco' || method === 'mbway';
  const next = (proof: ProofValues) => {
    if (!hosted) return onNext();
    if (mutation.isPending) return;
    const problem = proofProblem(proof, twoFactor);
    if (problem) return form.setError('otp', { message: problem });
    mutation.mutate(
      { id: offer.id, ...toPayoutContact(contact), method, ...proofBody(proof, twoFactor) },
      {
        onSuccess: (r) => {
          if (r.redirect_url) return leaveForPayment.to(r.redirect_url);
          if (!offer.payout_held_until) return toast.error(t('offers_no_redirect'));
          toast.success(t('offer_msg_payoutSubmitted'));
          onHeld();
        },
        onError: (e) => toast.error(serverFailure(t, e, 'offers_payout_request_failed', form, proofField)),
      },
    );
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(next)}>
      {offer.service_price !== null && <p className="text-slate-300">{t('offers_payout_amount', { amount: formatMoney(offer.service_price, offer.currency) })}</p>}
      {/* PROTECT-3: said before the seller submits: the payout waits for Steam's trade protection. */}
      {offer.payout_held_until && (
        <p role="note" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200" data-testid="payout-held-notice">
          {t('offers_payout_will_be_held', { date: formatDateTime(offer.payout_held_until, i18n.language) })} {t('offers_payout_held_bank_only')}
        </p>
      )}
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('offers_method_title')}</legend>
        {(offer.payout_held_until ? (['bank'] as const) : METHODS).map((m) => (
          <label
            key={m}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm transition-colors ${method === m ? 'border-accent-400 bg-accent-500/10 text-white' : 'border-ink-600 text-slate-200 hover:border-slate-500'}`}
          >
            <input type="radio" name="payout-method" value={m} checked={method === m} onChange={() => onMethod(m)} className="accent-accent-500" />
            {t(METHOD_LABELS[m])}
          </label>
        ))}
      </fieldset>
      {hosted && <ProofFields form={form} twoFactor={twoFactor} />}
      <StepActions backLabel={t('offers_back')} onBack={onBack} submitLabel={t('offers_continue')} pending={mutation.isPending} />
    </form>
  );
}
