import type { Language } from '@bookloom/core';
import type { EpubPage } from './page-geometry';
import { xml } from './xml-text';

/** A fixed-layout XHTML content document: viewport equal to the page's pixel size. */
export function xhtmlDocument(o: { lang: Language; title: string; page: EpubPage; body: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${o.lang}" lang="${o.lang}">
<head>
<meta charset="UTF-8"/>
<meta name="viewport" content="width=${o.page.width}, height=${o.page.height}"/>
<title>${xml(o.title)}</title>
<link rel="stylesheet" type="text/css" href="../css/book.css"/>
</head>
<body>
${o.body}
</body>
</html>
`;
}

/** Inline absolute position of a box. */
export const at = (b: { x: number; y: number; w: number; h?: number }) =>
  `left: ${b.x}px; top: ${b.y}px; width: ${b.w}px;${b.h === undefined ? '' : ` height: ${b.h}px;`}`;
