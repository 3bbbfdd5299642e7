export { buildCoverPdf, type CoverOptions } from './cover/build-cover-pdf';
export { buildEpub, type EpubOptions, prepareEpubArt } from './epub/index';
export { EXPORT_FORMATS, type ExportFormat, type ExportResult, exportBook } from './export-book';
export { ImageRefError, readImageRef } from './images/read-image-ref';
export { buildKindleCover } from './kindle-cover/index';
export { ExportInputError, type ExportOptions } from './options';
export { buildInteriorPdf, type PdfBuild } from './pdf/build-interior-pdf';
export { preflightPdf } from './preflight/preflight';
export type { Finding, PreflightExpect, PreflightResult, Severity } from './preflight/types';
