// "Import CSV" on the admin companies page (issue 19): choose a file, see the dry run's report row
// by row, then "Import N companies" creates the valid rows (each on its own; refused rows are left
// out). Nothing is written before that button.
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { Dialog } from '../../../components/ui/dialog'
import { Hint, Label } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { countOf } from '../../../lib/format'
import { importCompanies, type CompanyImportReport, type CompanyImportRow } from '../api/admin-companies'

/** The server's cap (src/adapters/http/company/company-import.routes.ts). */
const MAX_BYTES = 1024 * 1024

const COLUMNS_TEXT = 'Columns: name, description, sector, country (name or ISO code) and email are required; subsector, phone, website, address, city, state, postalCode, '
  + 'registrationNumber, foundedYear, employeeCount, linkedinUrl, twitterUrl, facebookUrl, instagramUrl, products and services (separated by ;), status (pending, active or suspended) and verified are optional.'

interface Props {
  onClose: () => void
  onImported: () => void
}

type Step =
  | { kind: 'choose' }
  | { kind: 'checked'; csv: string; report: CompanyImportReport }
  | { kind: 'done'; report: CompanyImportReport }

export function CompanyImportDialog({ onClose, onImported }: Props) {
  const inputId = useId()
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const check = async (file: File | undefined) => {
    setError(null)
    if (!file) return
    if (file.size > MAX_BYTES) {
      setError('The file is larger than 1 MB: split it into smaller files.')
      return
    }
    setBusy(true)
    try {
      const csv = await file.text()
      setStep({ kind: 'checked', csv, report: await importCompanies(csv, true) })
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const run = async (csv: string) => {
    setError(null)
    setBusy(true)
    try {
      const report = await importCompanies(csv, false)
      setStep({ kind: 'done', report })
      onImported()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title="Import Companies" description="Check a CSV file first: nothing is written until you import." width={650} busy={busy}>
      {step.kind === 'choose' ? (
        <Body>
          <Label htmlFor={inputId}>CSV file</Label>
          <input id={inputId} type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void check(e.target.files?.[0])} />
          <Hint>{COLUMNS_TEXT} At most 1 MB and 1,000 rows.</Hint>
          {busy ? <p role="status">Checking the file…</p> : null}
        </Body>
      ) : null}

      {step.kind === 'checked' ? (
        <Body>
          <p role="status">
            {countOf(step.report.valid, 'row', 'rows')} can be imported; {countOf(step.report.refused, 'row is', 'rows are')} refused.
          </p>
          <Report rows={step.report.rows} />
          <Footer>
            <Button $variant="outline" onClick={() => setStep({ kind: 'choose' })} disabled={busy}>
              Choose another file
            </Button>
            <Button onClick={() => void run(step.csv)} disabled={busy || step.report.valid === 0}>
              Import {countOf(step.report.valid, 'company', 'companies')}
            </Button>
          </Footer>
        </Body>
      ) : null}

      {step.kind === 'done' ? (
        <Body>
          <p role="status">
            Imported {countOf(step.report.created, 'company', 'companies')}.
            {step.report.refused ? ` ${countOf(step.report.refused, 'row was', 'rows were')} left out.` : ''}
          </p>
          {step.report.refused ? <Report rows={step.report.rows.filter((r) => !r.ok)} /> : null}
          <Footer>
            <Button onClick={onClose}>Close</Button>
          </Footer>
        </Body>
      ) : null}

      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  )
}

/** Row by row: its number in the file, its name, and ok or each column's message. */
function Report({ rows }: { rows: readonly CompanyImportRow[] }) {
  return (
    <Scroll>
      <DataTable<CompanyImportRow>
        caption="Import report"
        rows={rows}
        rowKey={(r) => r.row}
        empty="No rows."
        columns={[
          { header: 'Row', cell: (r) => r.row },
          { header: 'Name', cell: (r) => r.name ?? '—' },
          {
            header: 'Result',
            cell: (r) =>
              r.ok ? (
                <Ok>{r.companyId ? 'Imported' : 'OK'}</Ok>
              ) : (
                <Problems>
                  {Object.entries(r.fieldErrors ?? {}).map(([field, message]) => (
                    <li key={field}>
                      <strong>{field}</strong>: {message}
                    </li>
                  ))}
                </Problems>
              ),
          },
        ]}
      />
    </Scroll>
  )
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`

const Scroll = styled.div`
  max-height: 50vh;
  overflow: auto;
`

const Ok = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  text-align: left;
`

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`
