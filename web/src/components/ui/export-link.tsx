// "Export CSV" above a back-office table: a download of the table as filtered and sorted (the
// server streams every matching row; the browser saves the file).
import { ButtonAnchor } from './button'
import { DownloadIcon } from './icons'

export function ExportLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  return (
    <ButtonAnchor href={href} download $variant="outline">
      <DownloadIcon size={18} />
      {label}
    </ButtonAnchor>
  )
}
