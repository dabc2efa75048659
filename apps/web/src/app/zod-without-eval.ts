/**
 * SEC-12: zod compiles object parsers with `new Function`, which the CSP (no 'unsafe-eval') refuses,
 * and even its probe for eval is reported as a violation; parsing without it is as correct. zod reads
 * its settings from this global (`z.config()` writes the same object) when a schema is built, so it is
 * set here, imported first by main.tsx, without pulling zod into the first view (issue 3 budget).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
// The same object zod holds, whichever loads first.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
