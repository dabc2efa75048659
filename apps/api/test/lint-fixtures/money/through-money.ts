// Clean: the contract's money module converts; other arithmetic with 100 (a sum, a comparison) is not a conversion.
import { toMajor, toMinor } from '@skins/contract';

export const major = (minor: number) => toMajor(minor);
export const minor = (major: number) => toMinor(major);
export const shifted = (percent: number) => 100 + percent;
export const capped = (n: number) => n > 100;
