// Refused: money converted by hand, each way (a literal 100 on either side of * or /).
export const major = (minor: number) => minor / 100;
export const minor = (major: number) => Math.round(major * 100);
export const minorToo = (major: number) => Math.round(100 * major);
