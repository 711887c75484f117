import styled from 'styled-components'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { cardParts } from './exhibition-card'

const { Frame: CardFrame, Body, Chips, Name, Detail, Dates, Description, Footer } = cardParts

/**
 * The shape of an exhibition card, drawn while a list loads: the card's own frame and rows, with
 * stand-in text of typical lengths (a name on two lines, dates, a place, two lines of description),
 * so that the cards take its place without moving what is below them.
 */
export function ExhibitionCardSkeleton() {
  return (
    <Frame aria-hidden="true">
      <Poster $height="auto" />
      <Body>
        <Chips>
          <Skeleton $width="5rem" $height="1.375rem" $round />
          <Skeleton $width="7rem" $height="1.375rem" $round />
        </Chips>
        <Name as="div">
          <SkeletonText>Xxxxxx xx Xxxxxxxxx Xxxx 2027</SkeletonText>
        </Name>
        <Dates as="div">
          <SkeletonText>Xxx 12, 2026 – Xxx 14, 2026</SkeletonText>
        </Dates>
        <Detail as="div">
          <SkeletonText>Xxxxxxxxx Xxxxxxxxxx Xxxx</SkeletonText>
        </Detail>
        <Description as="div">
          <SkeletonText>Xxxx xxxxxxx xxxxxxxx xxx xxxxxxx xxxx xxxxxxxx xxx xxxxx xxxxxxxxx xxxx xxxxx xxx xxxxxxx.</SkeletonText>
        </Description>
        <Footer>
          <Detail as="div">
            <SkeletonText>xx Xxxxxxxxx</SkeletonText>
          </Detail>
          <Detail as="div">
            <SkeletonText>Xxxxx xxxx</SkeletonText>
          </Detail>
        </Footer>
      </Body>
    </Frame>
  )
}

/** The poster's frame (16:9, as ExhibitionPoster draws it). */
const Poster = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  border-radius: 0;
`

/** The card's frame; its text colour hidden too (the two-line clamp draws an ellipsis in it). */
const Frame = styled(CardFrame)`
  color: transparent;
`
