// The System tab: real figures of this installation (GET /api/admin/system), the system log
// with a level filter, and the two guarded actions, Clear Logs and Create Backup.
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Choices, Select } from '../../../components/ui/field'
import { RefreshIcon, TrashIcon } from '../../../components/ui/icons'
import { PendingButton } from '../../../components/ui/pending-button'
import { Skeleton } from '../../../components/ui/skeleton'
import { TablePager } from '../../../components/ui/table-pager'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { LOG_PAGE_SIZE } from '../../../../../src/adapters/http/contract'
import {
  BACKUP_DOWNLOAD_URL, clearLogs, createBackup, LOGS_PATH, useLogs, useSystemInfo, type LogLevel, type SystemInfo,
} from '../api/settings'
import { useInvalidate } from '../../../lib/swr'
import { SettingsSection, Stack } from './settings-section'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' })
const formatDateTime = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d)
}

const formatBytes = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let n = bytes
  let i = 0
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024
    i++
  }
  return i === 0 ? `${formatNumber(n)} bytes` : `${n.toFixed(n < 10 ? 1 : 0)} ${units[i]}`
}

const formatUptime = (seconds: number): string => {
  const d = Math.floor(seconds / 86400)
  const h = Math.floor((seconds % 86400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const parts = [d ? `${d} d` : '', h ? `${h} h` : '', `${m} min`].filter(Boolean)
  return seconds < 60 ? 'less than a minute' : parts.join(' ')
}

type Pending = 'backup' | 'clear' | null

export function SystemTab() {
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const info = useSystemInfo()
  const [confirm, setConfirm] = useState<Pending>(null)
  const [backingUp, setBackingUp] = useState(false)

  const runBackup = async () => {
    setBackingUp(true)
    try {
      const { downloadUrl } = await createBackup()
      toast({ title: 'Success', description: 'Database backup created successfully', variant: 'success' })
      setConfirm(null)
      await info.mutate()
      // The file is sent as an attachment: following the link downloads it without a new window.
      if (downloadUrl) download(downloadUrl)
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to create backup'), variant: 'destructive' })
    } finally {
      setBackingUp(false)
    }
  }

  const runClear = async () => {
    try {
      await clearLogs()
      toast({ title: 'Success', description: 'System logs cleared successfully', variant: 'success' })
      setConfirm(null)
      await Promise.all([info.mutate(), invalidate((k) => k.startsWith(LOGS_PATH))])
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to clear logs'), variant: 'destructive' })
    }
  }

  return (
    <Stack>
      <SettingsSection
        title="System information"
        description="Figures of this installation, read when the tab opens."
        action={
          <Button $variant="outline" $size="sm" onClick={() => void info.mutate()} disabled={info.isValidating}>
            <RefreshIcon size={16} />
            Refresh
          </Button>
        }
      >
        {info.error && !info.data ? (
          <ErrorText role="alert">{errorMessage(info.error, 'Could not load the system information.')}</ErrorText>
        ) : (
          <Figures info={info.data} />
        )}
        <ActionsRow>
          <PendingButton $variant="outline" pending={backingUp} pendingLabel="Creating Backup..." onClick={() => setConfirm('backup')}>
            Create Backup
          </PendingButton>
          {info.data?.latestBackup ? (
            <a href={BACKUP_DOWNLOAD_URL} download>
              Download latest backup
            </a>
          ) : null}
        </ActionsRow>
      </SettingsSection>

      <Logs onClear={() => setConfirm('clear')} lastCleared={info.data?.logsLastClearedAt ?? null} />

      <ConfirmDialog
        open={confirm === 'backup'}
        onClose={() => setConfirm(null)}
        title="Confirm Action"
        confirmLabel="Continue"
        pendingLabel="Creating Backup..."
        destructive={false}
        onConfirm={runBackup}
      >
        Create a backup of the whole database now? It can take a moment; the file downloads when it is ready.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'clear'}
        onClose={() => setConfirm(null)}
        title="Confirm Action"
        confirmLabel="Continue"
        pendingLabel="Clearing..."
        onConfirm={runClear}
      >
        Clear every line of the system log? This cannot be undone; the clearing itself is logged.
      </ConfirmDialog>
    </Stack>
  )
}

function download(url: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = ''
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
}

function Figures({ info }: { info: SystemInfo | undefined }) {
  const rows: [string, string | undefined][] = [
    ['Application version', info?.appVersion],
    ['Node.js version', info?.nodeVersion],
    ['Environment', info?.environment],
    ['Database', info?.database],
    ['Database size', info ? formatBytes(info.databaseSize) : undefined],
    ['Memory in use', info ? formatBytes(info.memoryRss) : undefined],
    ['Uptime', info ? formatUptime(info.uptimeSeconds) : undefined],
    ['Latest backup', info ? (info.latestBackup ? `${info.latestBackup.file} (${formatBytes(info.latestBackup.size)})` : 'No backup yet') : undefined],
    ['Logs last cleared', info ? (info.logsLastClearedAt ? formatDateTime(info.logsLastClearedAt) : 'Never') : undefined],
  ]
  return (
    <Grid>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <Skeleton $width="7rem" />}</dd>
        </div>
      ))}
    </Grid>
  )
}

const LEVELS: readonly { value: LogLevel | ''; label: string }[] = [
  { value: '', label: 'All levels' },
  { value: 'error', label: 'Error' },
  { value: 'warn', label: 'Warning' },
  { value: 'info', label: 'Info' },
  { value: 'debug', label: 'Debug' },
]

const LEVEL_TONES: Readonly<Record<string, BadgeTone>> = { error: 'danger', warn: 'warning', info: 'primary' }

function Logs({ onClear, lastCleared }: { onClear: () => void; lastCleared: string | null }) {
  const [level, setLevel] = useState<LogLevel | ''>('')
  const [page, setPage] = useState(1)
  const { data, error, isValidating, mutate } = useLogs(level, page)
  const totalPages = data ? Math.max(1, Math.ceil(data.total / LOG_PAGE_SIZE)) : 1
  // After Clear Logs (or when older lines were removed meanwhile) the page may no longer exist.
  useEffect(() => {
    if (data && page > totalPages) setPage(totalPages)
  }, [data, page, totalPages])
  return (
    <SettingsSection
      title="System logs"
      description={`Warnings, errors, security events and administrator actions, newest first.${lastCleared ? ` Last cleared ${formatDateTime(lastCleared)}.` : ''}`}
    >
      <Toolbar>
        <div>
          <VisuallyHidden as="label" htmlFor="system-log-level">
            Filter by level
          </VisuallyHidden>
          <Select
            id="system-log-level"
            value={level}
            onChange={(e) => {
              setLevel(e.target.value as LogLevel | '')
              setPage(1)
            }}
          >
            <Choices items={LEVELS} />
          </Select>
        </div>
        <Button $variant="outline" onClick={() => void mutate()} disabled={isValidating}>
          <RefreshIcon size={16} />
          Refresh
        </Button>
        <Button $variant="destructive" onClick={onClear}>
          <TrashIcon size={16} />
          Clear Logs
        </Button>
      </Toolbar>
      {error && !data ? (
        <ErrorText role="alert">{errorMessage(error, 'Could not load the logs.')}</ErrorText>
      ) : !data ? (
        <LogBox as="div" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $width={`${90 - i * 10}%`} style={{ margin: '0.75rem 1rem' }} />
          ))}
        </LogBox>
      ) : data.items.length === 0 ? (
        <Empty>No log entries{level ? ' at this level' : ''}.</Empty>
      ) : (
        <>
          <LogBox key={page} tabIndex={0} aria-label="System log entries">
            {data.items.map((l) => (
              <li key={l.id}>
                <time dateTime={l.timestamp}>{formatDateTime(l.timestamp)}</time>
                <Badge $tone={LEVEL_TONES[l.level] ?? 'neutral'}>{LEVEL_TONES[l.level] ? l.level : 'debug'}</Badge>
                <span>{l.message}</span>
              </li>
            ))}
          </LogBox>
          <TablePager shown={data.items.length} total={data.total} noun={['log entry', 'log entries']} page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </SettingsSection>
  )
}

const Grid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    ${mutedSmall}
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`

const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    flex: 1 1 10rem;
    max-width: 14rem;
  }
`

const LogBox = styled.ol`
  max-height: 400px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  li {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: start;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  li:last-child {
    border-bottom: 0;
  }

  li > span:nth-of-type(1) {
    justify-self: start;
  }

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
  }

  li > span:last-child {
    grid-column: 1 / -1;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.md} {
    li {
      grid-template-columns: 12.5rem 4.5rem minmax(0, 1fr);
    }

    li > span:last-child {
      grid-column: auto;
    }
  }
`

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  ${mutedSmall}
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
