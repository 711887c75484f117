// The contract of FileStorage (src/application/ports/file-storage.ts), run on every implementation.
import { expect } from 'chai'
import { Readable } from 'node:stream'
import { FileTooLarge, type FileStorage } from '../../src/application/ports/file-storage'
import { thrownBy } from './contract-support'

interface FileStorageFixture {
  /** Holds no file. */
  readonly storage: FileStorage
}

/** A stream of these chunks, as an upload arrives. */
const streamOf = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)), { objectMode: false })

/** Everything the stream holds. */
const textOf = async (stream: Readable | undefined): Promise<string | undefined> => {
  if (!stream) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

export const describeFileStorageContract = (name: string, makeFixture: () => Promise<FileStorageFixture>) =>
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage
    beforeEach(async () => { ({ storage } = await makeFixture()) })
    const read = async (key: string) => textOf(await storage.get(key))

    it('writes the stream under the key, answers its size, and streams it back', async () => {
      expect(await storage.put('AAAAAAAAAAAA.pdf', streamOf('%PDF-1.4 ', 'press kit ', 'ü'), 1000)).to.equal(21)
      expect(await read('AAAAAAAAAAAA.pdf')).to.equal('%PDF-1.4 press kit ü')
      expect(await read('AAAAAAAAAAAA.pdf'), 'read twice').to.equal('%PDF-1.4 press kit ü')
    })

    it('keeps an empty file', async () => {
      expect(await storage.put('AAAAAAAAAAAA', streamOf(), 10)).to.equal(0)
      expect(await read('AAAAAAAAAAAA')).to.equal('')
    })

    it('takes a file of exactly maxBytes; one byte more fails with FileTooLarge and leaves nothing', async () => {
      expect(await storage.put('AAAAAAAAAAAA', streamOf('12345', '67890'), 10)).to.equal(10)
      const err = await thrownBy(() => storage.put('BBBBBBBBBBBB', streamOf('12345', '67890', 'x'), 10))
      expect(err).to.be.instanceOf(FileTooLarge)
      expect((err as FileTooLarge).maxBytes).to.equal(10)
      expect(await storage.get('BBBBBBBBBBBB')).to.equal(undefined)
    })

    it('fails as the stream fails (the client went away), and leaves nothing', async () => {
      const gone = new Error('the client went away')
      const failing = new Readable({ read() { this.destroy(gone) } })
      expect(await thrownBy(() => storage.put('AAAAAAAAAAAA', failing, 1000))).to.equal(gone)
      expect(await storage.get('AAAAAAAAAAAA')).to.equal(undefined)
    })

    it('replaces the file of a key written again, and keeps files apart', async () => {
      await storage.put('AAAAAAAAAAAA', streamOf('first'), 100)
      await storage.put('BBBBBBBBBBBB', streamOf('other'), 100)
      await storage.put('AAAAAAAAAAAA', streamOf('second'), 100)
      expect([await read('AAAAAAAAAAAA'), await read('BBBBBBBBBBBB')]).to.deep.equal(['second', 'other'])
    })

    it('answers undefined for a key with no file', async () => {
      await storage.put('AAAAAAAAAAAA', streamOf('kept'), 100)
      expect(await storage.get('CCCCCCCCCCCC')).to.equal(undefined)
    })

    it('removes the file and no other; removing a key with no file does nothing', async () => {
      await storage.put('AAAAAAAAAAAA', streamOf('gone'), 100)
      await storage.put('BBBBBBBBBBBB', streamOf('kept'), 100)
      await storage.remove('AAAAAAAAAAAA')
      await storage.remove('CCCCCCCCCCCC')
      expect([await storage.get('AAAAAAAAAAAA'), await read('BBBBBBBBBBBB')]).to.deep.equal([undefined, 'kept'])
    })

    it('takes only keys the server makes: put and remove throw for another, get answers undefined', async () => {
      for (const key of ['../../etc/passwd', 'short', 'AAAAAAAAAAAA/../x', 'AAAAAAAAAAAA.PDF', '']) {
        expect(await thrownBy(() => storage.put(key, streamOf('x'), 100)), `put ${key}`).to.be.instanceOf(Error)
        expect(await thrownBy(() => storage.remove(key)), `remove ${key}`).to.be.instanceOf(Error)
        expect(await storage.get(key), `get ${key}`).to.equal(undefined)
      }
    })
  })
