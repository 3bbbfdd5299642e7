/** One passage of Bookloom's own help content; `url` is the page a reply cites and links to. */
export type HelpPassage = { id: string; title: string; url: string; text: string; keywords?: string };
