import styled from 'styled-components'
import { Skeleton } from '../../../components/ui/skeleton'
import { surface } from '../../../components/ui/surface'

/** The shape of an exhibition card, drawn while a list loads. */
export function ExhibitionCardSkeleton() {
  return (
    <Card>
      <Skeleton $height="auto" style={{ aspectRatio: '16 / 9', borderRadius: 0 }} />
      <Body>
        <Skeleton $width="75%" $height="1.2rem" />
        <Skeleton $width="55%" />
        <Skeleton $width="40%" />
        <Skeleton />
        <Skeleton $width="85%" />
        <Row>
          <Skeleton $width="6rem" />
          <Skeleton $width="5rem" />
        </Row>
      </Body>
    </Card>
  )
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${surface}
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space[2]};
`
