import type { OperatorBankDetails, OperatorOffer, OperatorPayout, OperatorPrompt } from '@skins/contract';
import { CliError, type OperatorClient } from './client.ts';
import { sessionCommands } from './session-commands.ts';

export interface Io {
  out(line: string): void;
}

/** One CLI command: how to call it, what it does, and the run. Add prompt commands the same way. */
export interface Command {
  usage: string;
  summary: string;
  run(api: OperatorClient, args: string[], io: Io): Promise<void>;
}

const money = (amount: number | null, currency: string) => (amount === null ? '—' : `${amount.toFixed(2)} ${currency}`);
const when = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');

export function offerLine(o: OperatorOffer): string {
  return `#${o.id}  ${o.status}  ${o.title} (${o.quality})  asked ${money(o.user_price, o.currency)}  quote ${money(o.service_price, o.currency)}  ${o.user_email ?? `user #${o.user_id}`}  ${when(o.created_at)}  ${o.item_url}${o.reason ? `  "${o.reason}"` : ''}`;
}

export function payoutLine(p: OperatorPayout): string {
  const account = p.account_last4 ? `****${p.account_last4}` : 'provider page';
  return `#${p.id}  offer #${p.offer_id}  ${p.status}  ${p.method}  ${money(p.amount, p.currency)}  ${account}${p.holder_name ? `  ${p.holder_name}` : ''}  ${p.user_email ?? ''}  ${when(p.created_at)}${p.message ? `  "${p.message}"` : ''}`;
}

export function promptLine(p: OperatorPrompt): string {
  const result = p.fulfilled_order_id ? `  order #${p.fulfilled_order_id}` : p.note ? `  "${p.note}"` : '';
  return `#${p.id}  ${p.status}  ${p.title} (${p.quality})  up to ${p.max_price.toFixed(2)}  fee ${p.fee.toFixed(2)}  ${p.email ?? `user #${p.user_id}`}  ${when(p.created_at)}${result}`;
}

/** The value after `--name`, if the option is given. */
function optionValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new CliError(`${name} needs a value.`);
  return value;
}

/** OPS-26: `--status S` and `--page N` as a list's query (the API's own page parameter). */
function listQuery(args: string[]): string {
  const query = new URLSearchParams();
  const status = optionValue(args, '--status');
  if (status) query.set('status', status);
  const page = optionValue(args, '--page');
  if (page !== undefined) {
    if (!/^\d+$/.test(page) || Number(page) < 1) throw new CliError('Give the page as a positive whole number, e.g. --page 2');
    query.set('page', page);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** OPS-26: where a page of a list stands, and how to ask for the next one. */
function pageFooter(args: string[], shown: number, meta: { total: number; pages: number } | undefined): string | null {
  if (!meta || meta.pages <= 1) return null;
  const page = Number(optionValue(args, '--page') ?? 1);
  return `(${shown} of ${meta.total}, page ${page} of ${meta.pages}${page < meta.pages ? `; next: --page ${page + 1}` : ''})`;
}

/** A positive whole id from the arguments, or a clear error. */
function idArg(args: string[], index: number, name: string): number {
  const raw = args[index];
  if (!raw || !/^\d+$/.test(raw) || Number(raw) <= 0) throw new CliError(`Give the ${name} as a positive whole number.`);
  return Number(raw);
}

/** A setting value typed on the command line: true/false, null, a number or JSON, else the text. */
function settingValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** OPS-26: a list command over a paged operator list (/operator/<name>?status=&page=). */
function pagedList<T>(name: 'offers' | 'payouts' | 'prompts', summary: string, empty: string, line: (row: T) => string): Command {
  return {
    usage: `${name} [--status S] [--page N]`,
    summary,
    async run(api, args, io) {
      const res = await api.request<T[]>('GET', `/operator/${name}${listQuery(args)}`);
      if (res.payload.length === 0) io.out(empty);
      for (const row of res.payload) io.out(line(row));
      const footer = pageFooter(args, res.payload.length, res.meta);
      if (footer) io.out(footer);
    },
  };
}

/** OPS-12: the operator CLI's commands. */
export const commands: Record<string, Command> = {
  offers: pagedList('offers', 'list offers, newest first, 20 a page (pending, offer, awaiting_item, ready_for_payout, ...)', 'No offers found', offerLine),
  quote: {
    usage: 'quote <offerId> <price>',
    summary: "quote the shop's price (in the offer currency) for a pending offer",
    async run(api, args, io) {
      const id = idArg(args, 0, 'offer id');
      if (!args[1]) throw new CliError('Give the price, e.g. quote 12 19.99');
      const res = await api.request<OperatorOffer>('POST', `/operator/offers/${id}/quote`, { price: args[1] });
      io.out(`${res.message}: ${offerLine(res.payload)}`);
    },
  },
  reject: {
    usage: 'reject <offerId> [message]',
    summary: 'reject a pending offer or withdraw a quote',
    async run(api, args, io) {
      const id = idArg(args, 0, 'offer id');
      const message = args.slice(1).join(' ');
      const res = await api.request<OperatorOffer>('POST', `/operator/offers/${id}/reject`, message ? { message } : {});
      io.out(`${res.message}: ${offerLine(res.payload)}`);
    },
  },
  cancel: {
    usage: 'cancel <offerId> <reason>',
    summary: 'cancel an offer whose item never arrived (awaiting_item); the seller is mailed the reason',
    async run(api, args, io) {
      const id = idArg(args, 0, 'offer id');
      const reason = args.slice(1).join(' ').trim();
      if (!reason) throw new CliError('Give the reason the seller will see, e.g. cancel 12 "No trade received within 7 days"');
      const res = await api.request<OperatorOffer>('POST', `/operator/offers/${id}/cancel`, { message: reason });
      io.out(`${res.message}: ${offerLine(res.payload)}`);
    },
  },
  received: {
    usage: 'received <offerId>',
    summary: 'confirm the item arrived (the customer can then request the payout)',
    async run(api, args, io) {
      const res = await api.request<OperatorOffer>('POST', `/operator/offers/${idArg(args, 0, 'offer id')}/received`, {});
      io.out(`${res.message}: ${offerLine(res.payload)}`);
    },
  },
  payouts: pagedList('payouts', 'list payouts, newest first, 20 a page (processing, approved, failed)', 'No payouts found', payoutLine),
  payout: {
    usage: 'payout <payoutId>',
    summary: 'show the IBAN and holder of a processing bank payout, to make the transfer (erased once settled)',
    async run(api, args, io) {
      const res = await api.request<OperatorBankDetails>('GET', `/operator/payouts/${idArg(args, 0, 'payout id')}/bank-details`);
      const d = res.payload;
      io.out(`Payout #${d.payout_id} (offer #${d.offer_id}): ${money(d.amount, d.currency)}`);
      io.out(`IBAN:   ${d.iban.replace(/(.{4})(?=.)/g, '$1 ')}`);
      io.out(`Holder: ${d.holder_name}`);
      io.out(`Then: complete ${d.payout_id}   (or: fail ${d.payout_id} "reason")`);
    },
  },
  complete: {
    usage: 'complete <payoutId>',
    summary: 'mark a processing payout as paid',
    async run(api, args, io) {
      const res = await api.request<OperatorPayout>('POST', `/operator/payouts/${idArg(args, 0, 'payout id')}/complete`, {});
      io.out(`${res.message}: ${payoutLine(res.payload)}`);
    },
  },
  fail: {
    usage: 'fail <payoutId> [message]',
    summary: 'fail a processing payout; the message is shown to the customer',
    async run(api, args, io) {
      const id = idArg(args, 0, 'payout id');
      const message = args.slice(1).join(' ');
      const res = await api.request<OperatorPayout>('POST', `/operator/payouts/${id}/fail`, message ? { message } : {});
      io.out(`${res.message}: ${payoutLine(res.payload)}`);
    },
  },
  prompts: pagedList<OperatorPrompt>('prompts', 'list skin requests (unpaid, requested, fulfilled, refused)', 'No skin requests found', promptLine),
  'prompt-fulfil': {
    usage: 'prompt-fulfil <promptId> <itemId>',
    summary: 'sell a found catalogue item to the customer who requested it (paid from their balance)',
    async run(api, args, io) {
      const id = idArg(args, 0, 'prompt id');
      const res = await api.request<OperatorPrompt>('POST', `/operator/prompts/${id}/fulfil`, { item_id: idArg(args, 1, 'item id') });
      io.out(`${res.message}: ${promptLine(res.payload)}`);
    },
  },
  'prompt-refuse': {
    usage: 'prompt-refuse <promptId> [note]',
    summary: 'refuse a skin request and refund its fee to the balance',
    async run(api, args, io) {
      const id = idArg(args, 0, 'prompt id');
      const note = args.slice(1).join(' ');
      const res = await api.request<OperatorPrompt>('POST', `/operator/prompts/${id}/refuse`, note ? { note } : {});
      io.out(`${res.message}: ${promptLine(res.payload)}`);
    },
  },
  setting: {
    usage: 'setting <key> <value>',
    summary: 'change a setting: offer_enabled true|false, google_tag GTM-XXXX|null',
    async run(api, args, io) {
      const [key, raw] = args;
      if (!key || raw === undefined) throw new CliError('Give a key and a value, e.g. setting offer_enabled true');
      const res = await api.request<{ key: string; value: unknown }>('PUT', `/operator/settings/${encodeURIComponent(key)}`, { value: settingValue(raw) });
      io.out(`${res.message}: ${res.payload.key} = ${JSON.stringify(res.payload.value)}`);
    },
  },
};

export function helpText(): string {
  const all = [{ usage: 'help', summary: 'show this text' }, ...Object.values(sessionCommands), ...Object.values(commands)];
  const width = Math.max(...all.map((c) => c.usage.length));
  return [
    'Usage: npm run operator -- <command> [arguments]',
    '',
    'Talks to the running server (OPERATOR_API_URL, default http://127.0.0.1:$PORT or :3000).',
    'Sign in once with `login` (as OPERATOR_EMAIL / OPERATOR_PASSWORD): the token is kept in',
    '$XDG_CONFIG_HOME/skins-operator/token (default ~/.config), or set OPERATOR_TOKEN.',
    '',
    ...all.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}
