import type { Language } from '@bookloom/core';
import { EPUB_STRINGS } from './epub-strings';
import { xml } from './xml-text';

export type NavEntry = { href: string; label: string };

/** Navigation document: a table of contents (one entry per page) and landmarks. Not in the spine. */
export function navXhtml(o: {
  lang: Language;
  title: string;
  entries: NavEntry[];
  bodyStart: string;
}): string {
  const t = EPUB_STRINGS[o.lang];
  const items = o.entries.map((e) => `      <li><a href="${e.href}">${xml(e.label)}</a></li>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${o.lang}" lang="${o.lang}">
<head>
<meta charset="UTF-8"/>
<title>${xml(o.title)}</title>
</head>
<body>
  <nav epub:type="toc" id="toc" role="doc-toc">
    <h1>${xml(t.contents)}</h1>
    <ol>
${items}
    </ol>
  </nav>
  <nav epub:type="landmarks" id="landmarks" hidden="hidden">
    <h2>${xml(t.contents)}</h2>
    <ol>
      <li><a epub:type="cover" href="xhtml/cover.xhtml">${xml(t.cover)}</a></li>
      <li><a epub:type="titlepage" href="xhtml/title.xhtml">${xml(t.titlePage)}</a></li>
      <li><a epub:type="bodymatter" href="${o.bodyStart}">${xml(o.title)}</a></li>
    </ol>
  </nav>
</body>
</html>
`;
}
