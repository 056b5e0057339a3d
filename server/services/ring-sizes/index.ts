export { RULER_MM, ringSizerPdf } from './sizer-pdf.ts';
