import { InMemoryExhibitionRepository, InMemoryParticipationRepository } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { describeExhibitionRepositoryContract } from '../../contracts/exhibition-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeExhibitionRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const participations = new InMemoryParticipationRepository()
  const exhibitions = new InMemoryExhibitionRepository(participations)
  return { ...owners, exhibitions, participations, uow: owners.unitOfWorkOver(exhibitions, participations) }
})
