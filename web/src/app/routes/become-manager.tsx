import styled from 'styled-components'
import { Container } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { BecomeManagerOffer } from '../../features/auth/components/become-manager'
import { usePageTitle } from '../../lib/page-title'

/** What an individual sees on a company manager's screen (My Companies, Create Company): the way to become one. */
export default function BecomeManagerPage() {
  usePageTitle('List your company')
  return (
    <Space>
      <Container>
        <PageHeader title="List your company" description="Company profiles are run by company managers." />
        <BecomeManagerOffer />
      </Container>
    </Space>
  )
}

const Space = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.space[8]} 0;
`
