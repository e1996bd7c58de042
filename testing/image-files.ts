import { deflateSync } from "node:zlib";

// Small image files for the readers' tests (lib/content/image-files.ts measures them): each as a real encoder writes
// its header, so the size read back is the size written here.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16be = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/** A white RGB PNG of width × height. */
export function pngFile(width: number, height: number): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);

/**
 * A JPEG's header (no picture data) as a camera writes it: stored width × height, and with `orientation` (EXIF, 1 to 8) the way the
 * camera was held (6: turned a quarter, so it shows height × width).
 */
export function jpegFile(width: number, height: number, orientation?: number): Buffer {
  // A camera's file opens with its EXIF block (APP1), any other with JFIF's (APP0).
  const app =
    orientation === undefined
      ? [segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1"))]
      : [
          segment(
            0xe1,
            Buffer.concat([
              Buffer.from("Exif\0\0", "latin1"),
              Buffer.from("MM\0\x2a", "latin1"),
              u32be(8),
              u16be(1), // one entry: the orientation (tag 274, a SHORT)
              Buffer.concat([u16be(274), u16be(3), u32be(1), u16be(orientation), u16be(0)]),
              u32be(0),
            ]),
          ),
        ];
  const frame = Buffer.concat([Buffer.from([8]), u16be(height), u16be(width), Buffer.from([1, 1, 0x11, 0])]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...app, segment(0xc0, frame), Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP's header (VP8X) for a canvas of width × height. */
export function webpFile(width: number, height: number): Buffer {
  const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);
  const chunk = Buffer.concat([Buffer.alloc(4), u24le(width - 1), u24le(height - 1)]);
  const body = Buffer.concat([Buffer.from("WEBPVP8X", "latin1"), Buffer.from([chunk.length, 0, 0, 0]), chunk]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), size, body]);
}

/** An SVG with these attributes on its root (`width="…" height="…"`, or a viewBox alone). */
export const svgFile = (attributes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>\n`;
