import { describe, expect, it } from 'vitest';
import { pdfText } from './documents.ts';

describe('pdfText', () => {
  it('keeps what the standard fonts can write (Windows-1252), drops accents they cannot, and marks the rest', () => {
    expect(pdfText('Zoë & “Jo” — 18 ct, 5 €')).toBe('Zoë & “Jo” — 18 ct, 5 €');
    expect(pdfText('Őrség Łódź')).toBe('Orség ?ódz');
    expect(pdfText('李 😀 Ђ')).toBe('? ? ?');
    expect(pdfText('line one\r\nline two')).toBe('line one\nline two');
  });
});
