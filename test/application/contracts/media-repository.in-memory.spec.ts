import { InMemoryMediaRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { describeMediaRepositoryContract } from '../../contracts/media-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeMediaRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const media = new InMemoryMediaRepository()
  return { ...owners, media, uow: owners.unitOfWorkOver(media) }
})
