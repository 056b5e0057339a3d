/**
 * A page compressed once and sent many times, each time with a Content-Security-Policy nonce of
 * its own. Every inline script of a page carries the nonce of its answer (server/security-headers.ts),
 * so the same bytes cannot go to two shoppers; compressing the page afresh for each would cost
 * more than the cache saves. Instead the page is kept as gzip (RFC 1952) in pieces:
 *
 * - the text between two places the nonce goes, compressed as raw DEFLATE (RFC 1951) ending on a
 *   byte boundary (a sync flush, never the final block), with the text before it as the preset
 *   dictionary, so it may refer back across the nonce as one stream would; a short text is kept
 *   as a stored (uncompressed) block;
 * - each place for the nonce, written at sending time as a stored block.
 *
 * The text is compressed with zero bytes where the nonce goes, and a page holds no zero byte (one
 * that does is not kept), so no back reference ever reaches into a nonce: the nonce sent may
 * differ from the one rendered. The checksum is worked out the same way: CRC-32 is linear, so the
 * page's checksum is the checksum with zeros in the nonce's places, plus (XOR) the nonce's own
 * checksum shifted past the bytes that follow each place: one multiplication by a number
 * precomputed per page (as zlib's crc32_combine shifts a checksum past zero bytes).
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** DEFLATE looks back at most this far (RFC 1951 §2: 32 KiB window). */
const WINDOW = 32 * 1024;

/** The largest stored block (RFC 1951 §3.2.4: LEN is 16 bits). */
const STORED_MAX = 0xffff;

/**
 * Text shorter than this between two nonces is stored as it is: compressed on its own it would
 * not shrink by the few bytes a compressor's call costs in time.
 */
const STORE_UNDER = 32;

/** The gzip member's header: magic, DEFLATE, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** An empty final block with fixed codes: BFINAL=1, BTYPE=01, end of block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export interface GzipTemplate {
  /** The compressed text between the nonce's places (one more than the places). */
  readonly pieces: readonly Buffer[];
  /** How long a nonce this template takes (the distances in the pieces count it). */
  readonly nonceLength: number;
  /** The length of the page, nonces included. */
  readonly length: number;
  /** CRC-32 of the page with zero bytes where the nonce goes. */
  readonly crcWithZeros: number;
  /** The nonce's share of the checksum, as a multiplier (see shiftsSummed). */
  readonly nonceCrc: number;
  /** A weak validator of the page: the same for every nonce (RFC 9110 §8.8.3). */
  readonly etag: string;
  /** Bytes held, for the cache's budget. */
  readonly bytes: number;
}

/**
 * Compresses `html` (rendered with `nonce`) into a template; undefined for a page that cannot be
 * kept this way (it holds a zero byte). `html` is overwritten: zeros take the nonce's places, so
 * the page is never copied whole (page-cache.ts gathers it in one buffer it reuses).
 */
export function gzipTemplate(html: Buffer, nonce: string, level = 6): GzipTemplate | undefined {
  const mark = Buffer.from(nonce, 'latin1');
  if (mark.length === 0 || mark.length > STORED_MAX || html.includes(0)) return undefined;
  const texts: Buffer[] = [];
  for (let from = 0; ;) {
    const at = html.indexOf(mark, from);
    if (at < 0) {
      texts.push(html.subarray(from));
      break;
    }
    texts.push(html.subarray(from, at));
    from = at + mark.length;
  }
  // The page as the compressor sees it: zero bytes in the nonce's places.
  const withZeros = html;
  const starts: number[] = [];
  for (let i = 0, offset = 0; i < texts.length; i++) {
    if (i > 0) withZeros.fill(0, offset - mark.length, offset);
    starts.push(offset);
    offset += texts[i]!.length + mark.length;
  }
  const compressed = texts.map((text, i) => {
    if (text.length < STORE_UNDER) return storedBlock(text);
    const dictionary = withZeros.subarray(Math.max(0, starts[i]! - WINDOW), starts[i]);
    const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(dictionary.length + text.length + 1))));
    return zlib.deflateRawSync(text, {
      level,
      windowBits,
      memLevel: windowBits < 15 ? 4 : 8,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      // Room for the piece compressed to half (HTML shrinks to a fifth), not zlib's 16 KiB per piece.
      chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, (text.length >> 1) + 64),
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
  });
  // One allocation for them all: zlib hands each piece as a slice of its own buffer.
  const held = Buffer.concat(compressed);
  let offset = 0;
  const pieces = compressed.map((piece) => held.subarray(offset, (offset += piece.length)));
  // Bytes that follow each nonce's place, for its share of the checksum.
  const after = texts.slice(1).map((_, i) => withZeros.length - starts[i + 1]!);
  return {
    pieces,
    nonceLength: mark.length,
    length: withZeros.length,
    crcWithZeros: zlib.crc32(withZeros),
    nonceCrc: shiftsSummed(after),
    etag: `W/"${createHash('sha256').update(withZeros).digest('base64url').slice(0, 27)}"`,
    bytes: held.length + 64 * pieces.length + 256,
  };
}

/** The page as a gzip member, with `nonce` in every place. */
export function gzipWithNonce(template: GzipTemplate, nonce: string): Buffer<ArrayBuffer> {
  const mark = Buffer.from(nonce, 'latin1');
  if (mark.length !== template.nonceLength) throw new RangeError(`This page takes a nonce of ${template.nonceLength} bytes`);
  const stored = storedBlock(mark);
  const parts: Buffer[] = [GZIP_HEADER];
  template.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(stored);
    parts.push(piece);
  });
  const trailer = Buffer.alloc(8);
  // The nonce's own checksum without the part any text of its length has (zlib.crc32 of zeros).
  const nonceTerm = multiplyModP(template.nonceCrc, (zlib.crc32(mark) ^ zlib.crc32(Buffer.alloc(mark.length))) >>> 0);
  trailer.writeUInt32LE((template.crcWithZeros ^ nonceTerm) >>> 0, 0);
  trailer.writeUInt32LE(template.length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The page uncompressed, with `nonce` in every place (for a client that takes no gzip). */
export function htmlWithNonce(template: GzipTemplate, nonce: string): Buffer<ArrayBuffer> {
  return zlib.gunzipSync(gzipWithNonce(template, nonce));
}

/** `bytes` as one stored block, not the last: BFINAL=0 and BTYPE=00 (then padding), LEN, NLEN. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length === 0) return Buffer.alloc(0);
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

// ---------------------------------------------------------------------------------------------
// CRC-32 as polynomials over GF(2), reflected (bit 31 is x^0), as zlib's crc32.c combines them:
// feeding n zero bytes through the register multiplies it by x^(8n) modulo the CRC polynomial.

const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000, x = b >>> 0; m !== 0; m >>>= 1) {
    if (a & m) product ^= x;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X_POW_2K: number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8n): what `count` zero bytes multiply the register by. */
function zeroBytes(count: number): number {
  let power = 0x80000000;
  for (let k = 3, n = count; n > 0; k++, n = Math.floor(n / 2)) if (n % 2 === 1) power = multiplyModP(X_POW_2K[k % 32]!, power);
  return power;
}

/** The nonce's checksum multiplier: the sum (XOR) of the zero bytes after each of its places. */
function shiftsSummed(counts: readonly number[]): number {
  return counts.reduce((sum, count) => (sum ^ zeroBytes(count)) >>> 0, 0);
}
