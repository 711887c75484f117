// PNG files made in the test (no image library): a real image to upload and cut, and the hostile
// ones a logo's upload must refuse (a header over garbage, a header claiming 20000 × 20000 pixels).
import zlib from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex')
const ihdr = (width: number, height: number): Buffer => {
  const d = Buffer.alloc(13)
  d.writeUInt32BE(width, 0)
  d.writeUInt32BE(height, 4)
  d.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  return chunk('IHDR', d)
}

export type Rgb = readonly [number, number, number]

/**
 * An RGB PNG of `width` × `height` whose pixel at (x, y) is `colour(x, y)`. The default is a wide
 * logo's look: a red left third, a green middle third, a blue right third.
 */
export const png = (width: number, height: number, colour: (x: number, y: number) => Rgb = (x) => (x < width / 3 ? [220, 0, 0] : x < (2 * width) / 3 ? [0, 160, 0] : [0, 0, 220])): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) raw.set(colour(x, y), row + 1 + x * 3)
  }
  return Buffer.concat([SIGNATURE, ihdr(width, height), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** A PNG's signature and header (100 × 100) over bytes that are no image data. */
export const pngOverGarbage = (): Buffer =>
  Buffer.concat([SIGNATURE, ihdr(100, 100), chunk('IDAT', Buffer.from('</script><script>alert(1)</script>]]>\u0000garbage'.repeat(20))), chunk('IEND', Buffer.alloc(0))])

/** A PNG that claims 20000 × 20000 pixels (400 million: a "pixel bomb"), with one row of data. */
export const pixelBomb = (): Buffer =>
  Buffer.concat([SIGNATURE, ihdr(20000, 20000), chunk('IDAT', zlib.deflateSync(Buffer.alloc(20000 * 3 + 1))), chunk('IEND', Buffer.alloc(0))])
