import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { PageSpinner } from '../../../ui/spinner';
import { useMail, useResendMail } from '../api/mails-calls';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { when } from '../components/format';
import { MailState } from './mail-state';

const linkClass = 'text-sm text-accent-300 underline-offset-4 hover:underline';

/**
 * MAIL-9: one mail of the log: subject, recipient, state and error, and its body, shown safely: the
 * text as text, an HTML body in a sandboxed frame (no scripts, no forms, no same origin). 'Send
 * again' asks first; a mail with a one-time link says why it cannot be sent again instead.
 */
export default function MailDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const mail = useMail(id);
  const [confirming, setConfirming] = useState(false);
  if (mail.isPending) return <PageSpinner />;
  if (mail.error || !mail.data) return <FormMessage>{errorMessage(mail.error, t('op_load_failed'))}</FormMessage>;
  const m = mail.data;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Link to="/operator/mails" className={linkClass}>
        {t('op_back_to_list')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold [overflow-wrap:anywhere] text-white">{m.subject}</h2>
        <MailState state={m.state} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-400">{t('op_mail_recipient')}</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-200">{m.to}</dd>
        {m.user_id !== null && (
          <>
            <dt className="text-slate-400">{t('op_mail_customer')}</dt>
            <dd>
              <Link to={`/operator/customers/${m.user_id}`} className={linkClass}>
                #{m.user_id}
              </Link>
            </dd>
          </>
        )}
        <dt className="text-slate-400">{t('op_mail_kind')}</dt>
        <dd className="text-slate-200">{m.kind}</dd>
        <dt className="text-slate-400">{t('op_mail_language')}</dt>
        <dd className="text-slate-200">{m.language}</dd>
        <dt className="text-slate-400">{t('op_mail_created')}</dt>
        <dd className="text-slate-200">{when(m.created_at)}</dd>
        {m.error !== null && (
          <>
            <dt className="text-slate-400">{t('op_mail_error')}</dt>
            <dd className="[overflow-wrap:anywhere] text-red-300" data-testid="mail-error">
              {m.error}
            </dd>
          </>
        )}
        {m.resend_of !== null && (
          <>
            <dt className="text-slate-400">{t('op_mail_resend_of')}</dt>
            <dd>
              <Link to={`/operator/mails/${m.resend_of}`} className={linkClass}>
                {t('op_mail', { id: m.resend_of })}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {m.one_time_link ? (
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" disabled aria-describedby="mail-one-time-link">
            {t('op_mail_resend')}
          </Button>
          <p id="mail-one-time-link" className="text-sm text-slate-300">
            {t('op_mail_one_time_link')}
          </p>
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('op_mail_resend')}
          </Button>
        </div>
      )}
      <section className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold text-white">{t('op_mail_body')}</h3>
        {m.html ? (
          // sandbox with no permissions: no scripts, forms, popups or same-origin access for the mail's HTML.
          <iframe title={t('op_mail_html_body')} sandbox="" srcDoc={m.html} className="h-96 w-full rounded-xl border border-ink-700 bg-white" />
        ) : (
          <pre data-testid="mail-body" className="rounded-xl border border-ink-700 bg-ink-800 p-3 font-sans text-sm whitespace-pre-wrap text-slate-200 [overflow-wrap:anywhere]">
            {m.text}
          </pre>
        )}
      </section>
      {!m.one_time_link && <ResendDialog id={m.id} to={m.to} open={confirming} onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** MAIL-9: 'Send again' asks first; a refusal stays in the dialog with the API's text, a success is toasted. */
function ResendDialog({ id, to, open, onClose }: { id: number; to: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendMail(id);
  return (
    <ConfirmDialog
      open={open}
      title={t('op_mail_resend_title', { id })}
      message={t('op_mail_resend_text', { to })}
      confirmLabel={t('op_mail_resend')}
      onClose={onClose}
      onConfirm={async () => toastDone(await resend.mutateAsync(), t('op_mail_resent'))}
    />
  );
}
