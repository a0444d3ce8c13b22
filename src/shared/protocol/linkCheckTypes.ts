/** Answer shape of the console's Link check screen (linkCheckCalls.ts). */

/** An internal link of the published site that opens no page or record. */
export interface BrokenLink {
  /** As the content writes it. */
  href: string;
  /** The address it asks the site for (path and query). */
  path: string;
  /** Where it is, in words: "Page /e_news › section “Notices” › record “…” › link". */
  where: string;
  /** Why it fails, in words: "No page has the address /services." */
  reason: string;
}

export interface LinkCheckAnswer {
  /** When the check ran (ISO 8601). */
  checked_at: string;
  /** How many internal links were checked. */
  checked: number;
  /** The links that fail, menus first, then pages in order of their address. */
  broken: BrokenLink[];
}
