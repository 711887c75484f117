// /privacy and /terms (issue 23): the page's title and the text the super admin wrote, drawn on the
// server for visitors and search engines (router.tsx: ssr).
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Container, PageSection } from '../../../components/ui/container'
import { MessageCard } from '../../../components/ui/message-card'
import { AlertIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { usePageMeta } from '../../../lib/page-title'
import { useLegalPage, type LegalPage } from '../api/legal'
import { LegalText } from './legal-text'

const TITLES = { privacy: 'Privacy Policy', terms: 'Terms of Service' } satisfies Record<LegalPage, string>
const DESCRIPTIONS = {
  privacy: 'What personal data the platform keeps, why, for how long, and your rights.',
  terms: 'The terms that govern the use of the platform: accounts, companies, content and acceptable use.',
} satisfies Record<LegalPage, string>

export function LegalPageView({ page }: { page: LegalPage }) {
  const { data, error, mutate } = useLegalPage(page)
  usePageMeta({ title: TITLES[page], description: DESCRIPTIONS[page], canonical: `/${page}` })
  return (
    <PageSection>
      <Container $narrow>
        {data ? (
          <Article aria-labelledby="legal-title">
            <h1 id="legal-title">{data.title}</h1>
            <LegalText text={data.body} />
          </Article>
        ) : error ? (
          <MessageCard icon={<AlertIcon />} tone="danger" headingLevel={1} title={`The ${TITLES[page]} could not be loaded`} action={<Button onClick={() => void mutate()}>Try again</Button>}>
            {errorMessage(error)}
          </MessageCard>
        ) : (
          <LoadingState label="Loading..." />
        )}
      </Container>
    </PageSection>
  )
}

const Article = styled.article`
  line-height: 1.7;
  overflow-wrap: anywhere;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  h2 {
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }

  ul {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`
