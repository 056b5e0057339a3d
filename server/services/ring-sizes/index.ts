export { MM, RULER_MM, ringSizerPdf } from './sizer-pdf.ts';
