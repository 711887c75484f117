import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { ApplyAsCompany, applyAsOf } from '../../features/exhibitions/components/apply-as-company'
import { ExhibitionList, SubscribeToCalendar } from '../../features/exhibitions/components/exhibition-list'
import { useSearchParams } from 'react-router-dom'
import { publicTabOf } from '../../features/exhibitions/api/exhibitions'
import { pageFrom } from '../../lib/pagination'
import { breadcrumbs, usePageMeta } from '../../lib/page-title'

const TAB_TITLES = { upcoming: 'Exhibitions', ongoing: 'Ongoing Exhibitions', past: 'Past Exhibitions' } as const

export default function ExhibitionsPage() {
  const [params] = useSearchParams()
  const tab = publicTabOf(params.get('tab'))
  const page = pageFrom(params.get('page'))
  // "Apply to an exhibition" from a company's card (My Companies): the exhibitions open to that company.
  const applyAs = applyAsOf(params.get('applyAs'))
  const canonical = new URLSearchParams({ ...(tab === 'upcoming' ? {} : { tab }), ...(page > 1 ? { page: String(page) } : {}) }).toString()
  usePageMeta({
    title: applyAsOf(params.get('applyAs')) !== undefined ? 'Apply to an exhibition' : `${TAB_TITLES[tab]}${page > 1 ? `, page ${page}` : ''}`,
    description:
      tab === 'past'
        ? 'Past themed virtual exhibitions on Expo Atlas, with the verified companies that exhibited there.'
        : 'Upcoming and ongoing themed virtual exhibitions where verified companies present their products and services. Dates, places and exhibitors.',
    canonical: `/exhibitions${canonical ? `?${canonical}` : ''}`,
    structuredData: (url) => [breadcrumbs(url, [['Home', '/'], ['Exhibitions', '/exhibitions']])],
  })
  if (applyAs !== undefined) {
    return (
      <PageSection>
        <Container>
          <PageHeader title="Apply to an exhibition" description="The exhibitions open to your company, with their registration open." />
          <ApplyAsCompany companyId={applyAs} />
        </Container>
      </PageSection>
    )
  }
  return (
    <PageSection>
      <Container>
        <PageHeader
          title="Exhibitions"
          description="Themed virtual exhibitions where verified companies present their products and services."
          actions={<SubscribeToCalendar />}
        />
        <ExhibitionList />
      </Container>
    </PageSection>
  )
}
