import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { FacebookGlyph, GlobeIcon, InstagramGlyph, LinkedInGlyph, LockIcon, MailIcon, MapPinIcon, PhoneIcon, XGlyph } from '../../../components/ui/icons'
import { Form } from '../../../components/ui/form-layout'
import { IconLink } from '../../../components/ui/icon-button'
import { PendingButton } from '../../../components/ui/pending-button'
import { overline } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { isBlank, useForm, type Errors } from '../../../lib/form'
import { useSession } from '../../../lib/session'
import type { CompanyDetailView } from '../api/companies'
import { contactCompany, type ContactInput } from '../api/company'
import { Muted, SectionCard, SectionGrid } from '../../../components/ui/section-card'
import { Cluster, stacked } from '../../../components/ui/stack'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'
import { useAuthPath } from '../../../lib/return-to'

const { subject: SUBJECT_MAX, message: MESSAGE_MAX } = FIELD_LENGTHS.contact

export function CompanyContact({ company }: { company: CompanyDetailView }) {
  const { user } = useSession()
  const logInPath = useAuthPath()
  const address = [company.address, [company.postalCode, company.city].filter(Boolean).join(' '), company.state, company.country]
    .filter(Boolean)
    .join(', ')
  const socials = [
    { label: 'LinkedIn', url: company.linkedinUrl, icon: LinkedInGlyph },
    { label: 'X (Twitter)', url: company.twitterUrl, icon: XGlyph },
    { label: 'Facebook', url: company.facebookUrl, icon: FacebookGlyph },
    { label: 'Instagram', url: company.instagramUrl, icon: InstagramGlyph },
  ].filter((s): s is typeof s & { url: string } => !!s.url)

  return (
    <SectionGrid>
      <SectionCard title="Contact details">
        <Details>
          <li>
            <MailIcon size={20} />
            <span>
              <Term>Email</Term>
              <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
            </span>
          </li>
          {company.contactPhone ? (
            <li>
              <PhoneIcon size={20} />
              <span>
                <Term>Phone</Term>
                <a href={`tel:${company.contactPhone.replace(/[^+\d]/g, '')}`}>{company.contactPhone}</a>
              </span>
            </li>
          ) : null}
          <li>
            <MapPinIcon size={20} />
            <span>
              <Term>Address</Term>
              {address}
            </span>
          </li>
          {company.website ? (
            <li>
              <GlobeIcon size={20} />
              <span>
                <Term>Website</Term>
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </span>
            </li>
          ) : null}
        </Details>
        {socials.length > 0 ? (
          <Socials aria-label="Social media">
            {socials.map(({ label, url, icon: Icon }) => (
              <li key={label}>
                <IconLink $round href={url} target="_blank" rel="noopener noreferrer" aria-label={`${company.name} on ${label} (opens in a new tab)`}>
                  <Icon size={20} />
                </IconLink>
              </li>
            ))}
          </Socials>
        ) : null}
      </SectionCard>

      <SectionCard title="Send Message">
        {user ? (
          <ContactForm company={company} />
        ) : user === null ? (
          <LoginPrompt>
            <LockIcon size={28} />
            <Muted>Log in to send a message to {company.name}. Your name and email are shared with the company so that it can answer.</Muted>
            <ButtonLink to={logInPath}>Log in to send a message</ButtonLink>
          </LoginPrompt>
        ) : null}
      </SectionCard>
    </SectionGrid>
  )
}

const validate = (v: ContactInput): Errors<ContactInput> => ({
  subject: isBlank(v.subject) ? 'Required' : v.subject.trim().length > SUBJECT_MAX ? `Must be at most ${SUBJECT_MAX} characters` : undefined,
  message: isBlank(v.message) ? 'Required' : v.message.trim().length > MESSAGE_MAX ? `Must be at most ${MESSAGE_MAX} characters` : undefined,
})

function ContactForm({ company }: { company: CompanyDetailView }) {
  const { toast } = useToast()
  const form = useForm<ContactInput>({ subject: '', message: '' }, validate)

  const send = form.submit(
    async (values) => {
      const answer = await contactCompany(company.id, values)
      toast({ title: 'Message sent', description: answer?.message ?? 'Your message has been sent to the company', variant: 'success' })
      form.reset({ subject: '', message: '' })
    },
    (e) => toast({ title: 'Message not sent', description: errorMessage(e, 'Failed to send message'), variant: 'destructive' }),
  )

  return (
    <Form ref={form.formRef} noValidate onSubmit={send} aria-label={`Send a message to ${company.name}`}>
      <TextField
        label="Subject"
        {...form.field('subject')}
        maxLength={SUBJECT_MAX}
        required
       
      />
      <TextAreaField
        label="Message"
        {...form.field('message')}
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={`Up to ${MESSAGE_MAX.toLocaleString('en-US')} characters. The company answers by email.`}
        required
       
      />
      <div>
        <PendingButton type="submit" pending={form.pending} pendingLabel="Sending...">
          Send Message
        </PendingButton>
      </div>
    </Form>
  )
}

const Details = styled.ul`
  ${stacked(4)}

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  li > svg {
    flex-shrink: 0;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }

  li > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`

const Term = styled.span`
  ${overline}
`

const Socials = styled(Cluster).attrs({ as: 'ul' })`
  margin-top: ${({ theme }) => theme.space[5]};
`

const LoginPrompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`
