import { CompanyAvatar } from '../../../components/ui/company-avatar'

/** A company's logo, or its generated initials when it has none or the image fails to load. */
export function CompanyLogo(props: { name: string; logo: string | null | undefined; size: number }) {
  return <CompanyAvatar {...props} />
}
