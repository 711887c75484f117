// A manager's logo (issue 21): an uploaded image cut to the square they chose, stored at 64, 128
// and 256 pixels; every refusal leaves no file and no record.
import { Readable } from 'node:stream'
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import sharp from 'sharp'
import { SharpImageProcessor } from '../../../src/adapters/image/sharp-image.processor'
import { InMemoryFileStorage } from '../../../src/adapters/in-memory/in-memory-file-storage'
import { InMemoryUploads } from '../../../src/adapters/in-memory/in-memory-uploads'
import { CropLogoHandler } from '../../../src/application/company/commands/crop-logo'
import { pixelBomb, png, pngOverGarbage } from '../../support/png'
import { userWith } from '../support/fixtures'

const manager = userWith(7, 'company_manager')
const otherManager = userWith(8, 'company_manager')
const admin = userWith(9, 'admin')
const BASE = 'a'.repeat(32)

describe('CropLogoHandler', () => {
  const images = new SharpImageProcessor()

  const setUp = () => {
    const uploads = new InMemoryUploads()
    const storage = new InMemoryFileStorage()
    const handler = new CropLogoHandler(uploads, storage, images, () => BASE)
    /** An upload as POST /api/uploads leaves it: the file and its record, with the type its bytes showed. */
    const uploaded = async (key: string, bytes: Buffer, contentType = 'image/png', by = manager.id) => {
      await storage.put(key, Readable.from([bytes]), bytes.length)
      await uploads.recordAll([{ key, filename: 'wide.png', contentType, size: bytes.length, uploadedBy: by }])
      return `/uploads/${key}`
    }
    return { uploads, storage, handler, uploaded }
  }

  const bytesOf = async (storage: InMemoryFileStorage, key: string) => {
    const chunks: Buffer[] = []
    for await (const c of (await storage.get(key))!) chunks.push(c as Buffer)
    return Buffer.concat(chunks)
  }

  it('cuts the chosen square out of a wide image and stores it at 64, 128 and 256 pixels as WebP, each recorded as the cutter\'s', async () => {
    const { handler, uploaded, storage, uploads } = setUp()
    const source = await uploaded('widewidewide', png(600, 200))
    const r = await handler.execute({ source, crop: { x: 200, y: 0, size: 200 } }, manager)
    expect(r).to.deep.equal(E.right({
      logo: `/uploads/${BASE}-256`,
      sizes: { 64: `/uploads/${BASE}-64`, 128: `/uploads/${BASE}-128`, 256: `/uploads/${BASE}-256` },
    }))
    for (const size of [64, 128, 256]) {
      expect(await images.inspect(await bytesOf(storage, `${BASE}-${size}`))).to.deep.equal({ format: 'webp', width: size, height: size })
    }
    expect(uploads.all.filter((u) => u.key.startsWith(BASE)).map((u) => [u.key, u.contentType, u.uploadedBy, u.filename])).to.deep.equal([
      [`${BASE}-64`, 'image/webp', 7, 'logo-64.webp'], [`${BASE}-128`, 'image/webp', 7, 'logo-128.webp'], [`${BASE}-256`, 'image/webp', 7, 'logo-256.webp'],
    ])
  })

  it('cuts where the manager said: the red third and the green third give different logos', async () => {
    const red = setUp()
    const green = setUp()
    const wide = png(600, 200)
    await red.handler.execute({ source: await red.uploaded('widewidewide', wide), crop: { x: 0, y: 0, size: 200 } }, manager)
    await green.handler.execute({ source: await green.uploaded('widewidewide', wide), crop: { x: 200, y: 0, size: 200 } }, manager)
    expect((await bytesOf(red.storage, `${BASE}-64`)).equals(await bytesOf(green.storage, `${BASE}-64`))).to.equal(false)
  })

  it('lets an admin cut a logo out of an upload of a manager (the admin edits companies)', async () => {
    const { handler, uploaded } = setUp()
    const source = await uploaded('widewidewide', png(300, 100))
    expect(E.isRight(await handler.execute({ source, crop: { x: 0, y: 0, size: 100 } }, admin))).to.equal(true)
  })

  const refusals: [string, (s: ReturnType<typeof setUp>) => Promise<{ source: string; crop?: { x: number; y: number; size: number } }>, unknown][] = [
    ['another manager\'s upload', async (s) => ({ source: await s.uploaded('theirslogo1', png(300, 100), 'image/png', otherManager.id) }), { _tag: 'UnknownLogoSource' }],
    ['an upload that is not there', async () => ({ source: '/uploads/nosuchupload' }), { _tag: 'UnknownLogoSource' }],
    ['an address that is no upload', async () => ({ source: '/uploads/../api/users' }), { _tag: 'UnknownLogoSource' }],
    ['an external address', async () => ({ source: 'https://evil.example/logo.png' }), { _tag: 'UnknownLogoSource' }],
    ['a PDF', async (s) => ({ source: await s.uploaded('apdfupload', Buffer.from('%PDF-1.4\n'), 'application/pdf') }), { _tag: 'LogoSourceNotAnImage' }],
    ['a GIF', async (s) => ({ source: await s.uploaded('agifupload', Buffer.from('GIF89a'), 'image/gif') }), { _tag: 'LogoSourceNotAnImage' }],
    ['a PNG header over garbage', async (s) => ({ source: await s.uploaded('garbagepng', pngOverGarbage()) }), { _tag: 'LogoSourceNotAnImage' }],
    ['a PNG of 20000 × 20000 pixels', async (s) => ({ source: await s.uploaded('pixelbomb1', pixelBomb()) }), { _tag: 'LogoSourceTooLarge', maxPixels: 40_000_000 }],
    ['a square past the right edge', async (s) => ({ source: await s.uploaded('widewidewide', png(600, 200)), crop: { x: 450, y: 0, size: 200 } }), { _tag: 'LogoSquareOutsideImage', width: 600, height: 200 }],
    ['a square taller than the image', async (s) => ({ source: await s.uploaded('widewidewide', png(600, 200)), crop: { x: 0, y: 0, size: 300 } }), { _tag: 'LogoSquareOutsideImage', width: 600, height: 200 }],
    ['a square above the image', async (s) => ({ source: await s.uploaded('widewidewide', png(600, 200)), crop: { x: 0, y: -1, size: 100 } }), { _tag: 'LogoSquareOutsideImage', width: 600, height: 200 }],
    ['a square of a fractional pixel', async (s) => ({ source: await s.uploaded('widewidewide', png(600, 200)), crop: { x: 0.5, y: 0, size: 100 } }), { _tag: 'LogoSquareOutsideImage', width: 600, height: 200 }],
    ['a square of 31 pixels', async (s) => ({ source: await s.uploaded('widewidewide', png(600, 200)), crop: { x: 0, y: 0, size: 31 } }), { _tag: 'LogoSquareTooSmall', min: 32 }],
  ]
  for (const [what, arrange, error] of refusals) {
    it(`refuses ${what}, storing no file and no record`, async () => {
      const s = setUp()
      const { source, crop } = await arrange(s)
      const [files, rows] = [s.storage.keys, s.uploads.all]
      expect(await s.handler.execute({ source, crop: crop ?? { x: 0, y: 0, size: 100 } }, manager)).to.deep.equal(E.left(error))
      expect([s.storage.keys, s.uploads.all]).to.deep.equal([files, rows])
    })
  }

  it('removes the files it wrote when storing fails part-way, or when the records cannot be written', async () => {
    for (const fail of ['storage', 'records'] as const) {
      const s = setUp()
      const source = await s.uploaded('widewidewide', png(600, 200))
      const [files, rows] = [s.storage.keys, s.uploads.all]
      let puts = 0
      const put = s.storage.put.bind(s.storage)
      s.storage.put = async (key, data, max) => {
        if (fail === 'storage' && ++puts === 3) throw new Error('disk full')
        return put(key, data, max)
      }
      if (fail === 'records') s.uploads.recordAll = async () => { throw new Error('connection lost') }
      let thrown: unknown
      try { await s.handler.execute({ source, crop: { x: 0, y: 0, size: 200 } }, manager) } catch (e) { thrown = e }
      expect(thrown).to.be.instanceOf(Error)
      expect([s.storage.keys, s.uploads.all]).to.deep.equal([files, rows])
    }
  })
})

describe('SharpImageProcessor', () => {
  const images = new SharpImageProcessor()

  it('measures and cuts a photo as it is shown, its EXIF orientation applied (a phone\'s portrait JPEG)', async () => {
    // Stored 200 × 100, red left half and blue right half, tagged "rotate 90° clockwise to show":
    // shown 100 × 200, red on top and blue below.
    const stored = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 }])
      .jpeg().withMetadata({ orientation: 6 }).toBuffer()
    expect(await images.inspect(stored)).to.deep.equal({ format: 'jpeg', width: 100, height: 200 })
    const [square] = (await images.squares(stored, { x: 0, y: 100, size: 100 }, [64], 40_000_000))!
    const { data, info } = await sharp(square).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).to.deep.equal([64, 64])
    const [r, g, b] = data.subarray((32 * 64 + 32) * info.channels)
    expect(b > 200 && r < 60 && g < 60, `rgb(${r}, ${g}, ${b})`).to.equal(true)
  })

  it('copies no metadata (EXIF, GPS) into the logo', async () => {
    const stored = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#00ff00' } })
      .jpeg().withExif({ IFD0: { Copyright: 'secret place' } }).toBuffer()
    const [square] = (await images.squares(stored, { x: 0, y: 0, size: 100 }, [64], 40_000_000))!
    expect((await sharp(square).metadata()).exif).to.equal(undefined)
  })
})
