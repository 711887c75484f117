import { InMemoryExhibitionCandidates, InMemoryExhibitionRepository, InMemoryParticipationRepository } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { describeExhibitionCandidatesContract } from '../../contracts/exhibition-candidates.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeExhibitionCandidatesContract('in memory', async () => {
  const owners = inMemoryOwners()
  const participations = new InMemoryParticipationRepository()
  const sectorName = 'Robotics'
  return {
    ...owners, participations, exhibitions: new InMemoryExhibitionRepository(participations), sectorName,
    candidates: new InMemoryExhibitionCandidates(owners.companies, participations, { [owners.catalogue.sectorId]: sectorName }),
  }
})
