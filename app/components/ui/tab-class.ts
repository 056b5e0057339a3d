/** A page's tabs (links along a rule, the current one underlined in gold): the look-up lists, the inbox's boxes. */
export const tabClass = (current: boolean): string =>
  `shrink-0 border-b-2 px-1 py-2 text-sm ${current ? 'border-gold-dark font-semibold text-ink' : 'border-transparent text-muted hover:text-ink'}`;
