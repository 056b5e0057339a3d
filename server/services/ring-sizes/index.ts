export { RULER_MM, ringSizerPdf } from './sizer-pdf.ts';
export { SIZER_FILE_NAME, mailRingSizer } from './sizer-mail.ts';
