import { initialsOf } from '../../lib/format'

// Background colours that all keep white initials above 4.5:1.
const PALETTE = ['#1d4ed8', '#0f766e', '#7c3aed', '#b91c1c', '#a21caf', '#0369a1', '#15803d', '#c2410c', '#4338ca', '#be123c']

const hashOf = (s: string): number => {
  let h = 0
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0
  return Math.abs(h)
}

interface InitialsAvatarProps {
  name: string
  size?: number
  /** Shape of the avatar: a circle for people, rounded square for companies. */
  shape?: 'circle' | 'square'
  className?: string
}

/** A generated avatar (no outside service): the initials on a colour derived from the name. */
export function InitialsAvatar({ name, size = 48, shape = 'circle', className }: InitialsAvatarProps) {
  const initials = initialsOf(name || '?')
  const colour = PALETTE[hashOf(name) % PALETTE.length]
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {shape === 'circle' ? <circle cx="50" cy="50" r="50" fill={colour} /> : <rect width="100" height="100" rx="22" fill={colour} />}
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={initials.length > 1 ? 38 : 46}
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        {initials}
      </text>
    </svg>
  )
}
