// The dashboard's "Saved searches": each search with how many companies are new since the last look.
// Opening one shows the directory with that search and marks its matches seen.
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { Badge } from '../../../components/ui/badge'
import { SearchIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/api-client'
import { directoryPathOf, markSearchSeen, SAVED_SEARCHES_KEY, useSavedSearches } from '../api/saved-searches'
import { FootLink, Panel, PanelEmpty, RowText, Rows } from './panel'

const FREQUENCY = { off: 'No digest', daily: 'Daily digest', weekly: 'Weekly digest' } as const

export function SavedSearchesCard() {
  const { data, error } = useSavedSearches()
  const { mutate } = useSWRConfig()
  const open = (id: number) => {
    void markSearchSeen(id).then(() => mutate(SAVED_SEARCHES_KEY)).catch(() => undefined)
  }
  return (
    <Panel title="Saved searches" description="What is new in the directory for the searches you saved." footer={<><FootLink to="/saved-searches">Manage saved searches and follows</FootLink><FootLink to="/directory">Browse Directory</FootLink></>}>
      {data === undefined && !error ? (
        <Skeleton $height="4rem" />
      ) : error ? (
        <p role="alert">{errorMessage(error, 'Could not load your saved searches.')}</p>
      ) : data!.length === 0 ? (
        <PanelEmpty icon={<SearchIcon />} title="No saved searches yet">
          Search the directory, then choose “Save this search” to hear of new companies that match.
        </PanelEmpty>
      ) : (
        <Rows aria-label="Saved searches">
          {data!.map((s) => (
            <li key={s.id}>
              <RowText>
                <Link to={directoryPathOf(s.query)} onClick={() => open(s.id)}>{s.name}</Link>
                <span>{FREQUENCY[s.frequency]}</span>
              </RowText>
              {s.newMatches > 0 ? <Badge $tone="accent">{s.newMatches} new</Badge> : null}
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  )
}
