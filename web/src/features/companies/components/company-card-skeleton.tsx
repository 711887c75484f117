import styled from 'styled-components'
import { Skeleton } from '../../../components/ui/skeleton'
import { surface } from '../../../components/ui/surface'

/** The shape of a company card, drawn while the directory loads. */
export function CompanyCardSkeleton() {
  return (
    <Card>
      <Row>
        <Skeleton $width="56px" $height="56px" />
        <Lines>
          <Skeleton $width="70%" $height="1.1rem" />
          <Skeleton $width="40%" $height="0.8rem" />
        </Lines>
      </Row>
      <Row>
        <Skeleton $width="5rem" $height="1.25rem" $round />
        <Skeleton $width="7rem" $height="1.25rem" $round />
      </Row>
      <Lines>
        <Skeleton />
        <Skeleton $width="85%" />
      </Lines>
      <Skeleton $height="2.5rem" />
    </Card>
  )
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  > span:first-child {
    flex-shrink: 0;
  }
`

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`
