import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** BUDGET-4: the rules of WCAG 2.2 AA that axe-core checks (its tags), and the impacts that fail a page. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * BUDGET-7: axe's best-practice rules that Lighthouse's accessibility score weighs (outside the
 * WCAG tags, moderate impact). The first-view sweep fails on them too, so that score stays 100.
 */
export const LIGHTHOUSE_BEST_PRACTICE_RULES = ['heading-order', 'empty-heading', 'landmark-one-main', 'skip-link', 'tabindex', 'label-content-name-mismatch'] as const;

/** axe-core's own build, read once; evaluated in the page over CDP, so the page's CSP neither blocks nor reports it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; why: string }[];
}

interface AxeResultJson {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[];
}

/**
 * Lets finite animations (a toast sliding in, a fade) end, for at most a second: half-faded text
 * is not the page's contrast. Only running animations that can end within that second are
 * waited for: a toast's progress bar (its whole autoClose) or a paused one would hold every
 * check for the full second and still be running when it is taken.
 */
const SETTLE_MS = 1000;
const settleAnimations = (page: Page) =>
  page.evaluate((settleMs) => {
    const ending = document.getAnimations().filter((a) => {
      const end = Number(a.effect?.getComputedTiming().endTime);
      const left = (end - Number(a.currentTime ?? 0)) / Math.abs(a.playbackRate || 1);
      return a.playState === 'running' && Number.isFinite(end) && left <= settleMs;
    });
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((ok) => setTimeout(ok, settleMs))]).then(() => undefined);
  }, SETTLE_MS);

/**
 * Runs axe-core with the WCAG 2.2 AA tags on the page as it is now; answers the serious and
 * critical violations, and with `lighthouseRules` any violation of LIGHTHOUSE_BEST_PRACTICE_RULES.
 */
export async function axeViolations(page: Page, { lighthouseRules = false } = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const extraRules = lighthouseRules ? [...LIGHTHOUSE_BEST_PRACTICE_RULES] : [];
  const result = await page.evaluate(async ({ tags, extra }) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<unknown> } }).axe;
    // From the top of the page, as it first shows: whatever a test scrolled to would put other
    // targets half under the sticky header or the cookie banner (axe's target-size), a moment no
    // two runs share.
    const [x, y] = [window.scrollX, window.scrollY];
    window.scrollTo(0, 0);
    try {
      const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
      return JSON.stringify(await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] }));
    } finally {
      window.scrollTo(x, y);
    }
  }, { tags: [...WCAG_22_AA_TAGS], extra: extraRules });
  const { violations } = JSON.parse(result) as AxeResultJson;
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || (extraRules as string[]).includes(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html, why: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
}

/** A readable list: one line per rule (impact, count, help), then up to 5 of its nodes (selector, html, axe's reason). */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines = [`axe: ${violations.length} violation(s) on ${where}`];
  for (const v of violations) {
    lines.push(`- ${v.rule} (${v.impact}, ${v.nodes.length} node(s)): ${v.help}`);
    for (const n of v.nodes.slice(0, 5)) lines.push(`    ${n.target}  ${n.html.slice(0, 160)}`, `      ${n.why.slice(0, 300)}`);
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more`);
  }
  return lines.join('\n');
}

/** BUDGET-4: fails with the readable list when the page, as it is now, has a serious or critical violation. */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(formatViolations(`${new URL(page.url()).pathname}${state ? ` (${state})` : ''}`, violations));
}

/**
 * What makes two moments of a page the same state for BUDGET-4, so a file checks each state
 * once: the viewport width, the path, the language, the open dialogs and menus, and whether
 * a field is invalid, an alert or a toast shows. Numbers are folded (one item page, one offer's
 * dialog stands for all).
 * Empty when the page is not the app (about:blank, an API answer, a plain file).
 */
export function pageStateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (!document.querySelector('#root > *')) return '';
    const some = (selector: string) => (document.querySelector(selector) ? 1 : 0);
    const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-label') ?? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent);
    return [
      window.innerWidth,
      location.pathname,
      document.documentElement.lang,
      dialogs.join('+'),
      document.querySelectorAll('[aria-expanded="true"]').length,
      some('[aria-invalid="true"]'),
      some('[role="alert"]'),
      some('.Toastify__toast'),
    ]
      .join('|')
      .replace(/\d+/g, '#');
  });
}
