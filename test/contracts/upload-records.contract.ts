// The contract of UploadRecords (src/application/ports/upload-records.ts), run on every implementation.
import { expect } from 'chai'
import type { UploadRecord, UploadRecords } from '../../src/application/ports/upload-records'
import { thrownBy } from './contract-support'

interface UploadRecordsFixture {
  /** Holds no record. */
  readonly uploads: UploadRecords
  /** A user who may upload. */
  readonly userId: number
}

export const describeUploadRecordsContract = (name: string, makeFixture: () => Promise<UploadRecordsFixture>) =>
  describe(`UploadRecords contract: ${name}`, () => {
    let f: UploadRecordsFixture
    beforeEach(async () => { f = await makeFixture() })
    const record = (key: string): UploadRecord => ({ key, filename: `${key}.webp`, contentType: 'image/webp', size: 120, uploadedBy: f.userId })

    it('finds what it recorded, by key, as it was recorded; an unknown key is undefined', async () => {
      await f.uploads.recordAll([record('aaaaaaaaaa-64'), record('aaaaaaaaaa-128')])
      await f.uploads.recordAll([])
      expect(await f.uploads.find('aaaaaaaaaa-128')).to.deep.equal(record('aaaaaaaaaa-128'))
      expect(await f.uploads.find('aaaaaaaaaa-64')).to.deep.equal(record('aaaaaaaaaa-64'))
      expect(await f.uploads.find('aaaaaaaaaa-256')).to.equal(undefined)
    })

    it('records all of a batch or none: a key already there refuses the whole batch', async () => {
      await f.uploads.recordAll([record('bbbbbbbbbb-64')])
      expect(await thrownBy(() => f.uploads.recordAll([record('bbbbbbbbbb-128'), record('bbbbbbbbbb-64')]))).to.be.instanceOf(Error)
      expect(await f.uploads.find('bbbbbbbbbb-128')).to.equal(undefined)
      expect(await f.uploads.find('bbbbbbbbbb-64')).to.deep.equal(record('bbbbbbbbbb-64'))
    })
  })
