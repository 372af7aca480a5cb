/** Text with the no-break and narrow no-break spaces of Intl's output turned into plain spaces. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
