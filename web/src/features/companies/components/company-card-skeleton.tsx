import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { Cluster } from '../../../components/ui/stack'
import { cardParts, LOGO_SIZE } from './company-card'

const { Frame: CardFrame, Top, Identity, Name, Country, Description, Meta, Views } = cardParts

/**
 * The shape of a company card, drawn while a list loads: the card's own frame and rows, with
 * stand-in text of typical lengths (a name on two lines, three badges, two lines of description),
 * so that the cards take its place without moving what is below them.
 */
export function CompanyCardSkeleton() {
  return (
    <Frame aria-hidden="true">
      <Top>
        <Skeleton $width={`${LOGO_SIZE}px`} $height={`${LOGO_SIZE}px`} />
      </Top>
      <Identity>
        <Name as="div">
          <SkeletonText>Xxxxx Xxxxxx Xxxxxxxxxx</SkeletonText>
        </Name>
        <Country as="div">
          <SkeletonText>Xxxxxxxxxx</SkeletonText>
        </Country>
      </Identity>
      <Cluster>
        <BadgeText>Xxxxxxxx</BadgeText>
        <BadgeText>Xxxxxxxxx &amp; Xxxxxxxxxxxxx</BadgeText>
        <BadgeText>Xxxxxxx Xxxxxxxxxx</BadgeText>
      </Cluster>
      <Description as="div">
        <SkeletonText>Xxxx xxxxxxx xxxxxxxx xxx xxxxxxx xxxx xxxxxxxx xxx xxxxx xxxxxxxxx xxxx xxxxx xxx xxxxxxx.</SkeletonText>
      </Description>
      <Meta>
        <Views>
          <SkeletonText>x,xxx xxxxx</SkeletonText>
        </Views>
        <BadgeText>Xxxx Xxxxxxxx</BadgeText>
      </Meta>
      <Skeleton $height="2.5rem" />
    </Frame>
  )
}

function BadgeText({ children }: { children: string }) {
  return (
    <Badge>
      <SkeletonText>{children}</SkeletonText>
    </Badge>
  )
}

/** The card's frame; its text colour hidden too (the two-line clamp draws an ellipsis in it). */
const Frame = styled(CardFrame)`
  color: transparent;
`
