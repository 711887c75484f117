// The first-visit onboarding overlay (visitor-and-user-side.md §2 App shell): a welcome that depends on the role
// (individual when unknown), with 'Take the tour' and 'Skip'. An accessible modal on the browser's own modal
// <dialog> (showModal), labelled and described: the browser makes the page behind inert (the notifications too)
// and draws it above everything. Of its own it only brings Tab back from its last button to its first (the browser
// would go on to its own controls), turns Escape into Skip, holds F8 and gives focus back to where it was.
// Not React Aria's Dialog (components/ui/dialog), which serves every other modal: this one is drawn on a first
// visit, and React Aria's chunk would take the first visit to / over its 150 KB budget (issue 20); the native
// dialog costs nothing.
import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { Button } from '../../components/ui/button'
import { FormActions } from '../../components/ui/form-layout'
import { holdF8 } from '../../components/ui/modal-guard'
import { mutedSmall } from '../../components/ui/text'
import type { Role } from '../../lib/session'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../src/adapters/http/contract'

interface Welcome {
  readonly title: string
  readonly intro: string
  readonly points: readonly string[]
}

export const WELCOME_BY_ROLE: Record<Role, Welcome> = {
  individual: {
    title: 'Welcome to Expo Atlas',
    intro: 'Meet verified companies from around the world.',
    points: [
      'Browse the directory of verified companies by sector and country.',
      'Save your favourite companies to find them again.',
      'Visit themed virtual exhibitions and follow company news.',
    ],
  },
  company_manager: {
    title: 'Welcome, company manager',
    intro: 'Put your companies on the map and meet new partners.',
    points: [
      `Create up to ${MAX_COMPANIES_PER_MANAGER} company profiles; our team reviews each one.`,
      'Publish news, press releases and events for your approved companies.',
      'Apply to exhibitions with your verified companies.',
    ],
  },
  media: {
    title: 'Welcome to the media center',
    intro: 'Everything companies publish, in one place.',
    points: [
      'Read and download press kits and press releases.',
      'Moderate pending press releases: approve or reject them.',
      'Follow company news and upcoming events.',
    ],
  },
  admin: {
    title: 'Welcome to Expo Atlas',
    intro: 'You manage the platform from the back office.',
    points: [
      'Review and approve companies, media items and exhibition participants.',
      'Manage users, exhibitions and categories in the back office.',
      'Follow the platform figures and recent activity on the admin dashboard.',
    ],
  },
  super_admin: {
    title: 'Welcome to Expo Atlas',
    intro: 'You manage the platform and its settings from the back office.',
    points: [
      'Review and approve companies, media items and exhibition participants.',
      'Manage users, admins, exhibitions and categories in the back office.',
      'Change the system settings: registration, moderation, security.',
    ],
  },
}

export interface OnboardingOverlayProps {
  role: Role
  firstName?: string
  onTakeTour: () => void
  onSkip: () => void
}

export default function OnboardingOverlay({ role, firstName, onTakeTour, onSkip }: OnboardingOverlayProps) {
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const skipRef = useRef<HTMLButtonElement>(null)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const welcome = WELCOME_BY_ROLE[role]

  // Shown as a modal on open (the page behind inert), focus on 'Take the tour'; back to the opener on close;
  // the page behind not scrolling; F8 held.
  useEffect(() => {
    const dialog = dialogRef.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    primaryRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const releaseF8 = holdF8()
    return () => {
      releaseF8()
      document.body.style.overflow = overflow
      if (dialog?.open) dialog.close()
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true })
    }
  }, [])

  return createPortal(
    <Modal
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the browser would close the dialog itself; it is closed as Skip closes it.
      onCancel={(e) => {
        e.preventDefault()
        onSkip()
      }}
      // Tab from the last button comes back to the first, as in every modal of the app (the browser would go on
      // to its own controls, and back).
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return
        const [first, last] = [skipRef.current, primaryRef.current]
        const wrapTo = e.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null
        if (!wrapTo) return
        e.preventDefault()
        wrapTo.focus()
      }}
      // A press on the backdrop keeps focus in the dialog (it does not close it: a stray tap should not).
      onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}
    >
      <Panel>
        <Badge aria-hidden="true">✦</Badge>
        <Title id={titleId}>{firstName ? `Welcome, ${firstName}!` : welcome.title}</Title>
        <div id={descriptionId}>
          <Intro>{welcome.intro}</Intro>
          <Points>
            {welcome.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Points>
          <Hint>A short guided tour shows you around each page. You can start it again at any time with the Start Tour button.</Hint>
        </div>
        <Actions>
          <Button ref={skipRef} $variant="outline" onClick={onSkip}>
            Skip
          </Button>
          <Button ref={primaryRef} onClick={onTakeTour}>
            Take the tour
          </Button>
        </Actions>
      </Panel>
    </Modal>,
    document.body,
  )
}

/** The dialog is the backdrop too: the whole viewport, the panel centred in it. */
const Modal = styled.dialog`
  &[open] {
    display: flex;
  }
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  border: 0;
  background: rgba(15, 23, 42, 0.6);

  &::backdrop {
    background: transparent;
  }
`

const Panel = styled.div`
  width: 100%;
  max-width: 480px;
  margin: auto 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Points = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`

const Hint = styled.p`
  margin: 0;
  ${mutedSmall}
`

const Actions = styled(FormActions)`
  margin-top: ${({ theme }) => theme.space[6]};
`
