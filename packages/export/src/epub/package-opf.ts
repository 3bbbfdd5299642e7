import type { BookDocument } from '@bookloom/core';
import { EPUB_STRINGS } from './epub-strings';
import { oneLine, xml } from './xml-text';

export type ManifestItem = { id: string; href: string; mediaType: string; properties?: string };
export type SpineItem = { idref: string; properties?: string };

/** W3C date-time without fractions, as dcterms:modified requires. */
const modified = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/**
 * The package document. Accessibility metadata follows EPUB Accessibility 1.1: the book is read
 * visually and textually; text alone suffices only when every picture has the author's own alt.
 */
export function packageOpf(o: {
  doc: BookDocument;
  identifier: string;
  now: Date;
  manifest: ManifestItem[];
  spine: SpineItem[];
  authorAltForAll: boolean;
}): string {
  const { doc } = o;
  const a11y = [
    ['schema:accessMode', 'textual'],
    ['schema:accessMode', 'visual'],
    ['schema:accessModeSufficient', 'textual,visual'],
    ...(o.authorAltForAll ? [['schema:accessModeSufficient', 'textual']] : []),
    ['schema:accessibilityFeature', 'alternativeText'],
    ['schema:accessibilityFeature', 'readingOrder'],
    ['schema:accessibilityFeature', 'tableOfContents'],
    ['schema:accessibilityHazard', 'none'],
    ['schema:accessibilitySummary', EPUB_STRINGS[doc.language].summary],
  ];
  // One dc:title only: reading systems disagree on which of several titles is the main one.
  const optional = [
    doc.description ? `<dc:description>${xml(oneLine(doc.description))}</dc:description>` : '',
    doc.year ? `<dc:date>${doc.year}</dc:date>` : '',
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${doc.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="bookid">${xml(o.identifier)}</dc:identifier>
    <dc:title id="main-title">${xml(oneLine(doc.title))}</dc:title>
    <meta refines="#main-title" property="title-type">main</meta>
    <dc:creator id="author">${xml(oneLine(doc.author))}</dc:creator>
    <meta refines="#author" property="role" scheme="marc:relators">aut</meta>
    <dc:language>${doc.language}</dc:language>
    ${optional.join('\n    ')}
    <meta property="dcterms:modified">${modified(o.now)}</meta>
    <meta property="rendition:layout">pre-paginated</meta>
    <meta property="rendition:orientation">auto</meta>
    <meta property="rendition:spread">auto</meta>
    ${a11y.map(([p, v]) => `<meta property="${p}">${xml(v)}</meta>`).join('\n    ')}
    <meta name="cover" content="cover-image"/>
  </metadata>
  <manifest>
    ${o.manifest.map((m) => `<item id="${m.id}" href="${m.href}" media-type="${m.mediaType}"${m.properties ? ` properties="${m.properties}"` : ''}/>`).join('\n    ')}
  </manifest>
  <spine page-progression-direction="ltr">
    ${o.spine.map((s) => `<itemref idref="${s.idref}"${s.properties ? ` properties="${s.properties}"` : ''}/>`).join('\n    ')}
  </spine>
</package>
`;
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
