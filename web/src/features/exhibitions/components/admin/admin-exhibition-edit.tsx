// /admin/exhibitions/:id/edit: the exhibition form prefilled (PATCH /api/admin/exhibitions/{id}).
import { useNavigate } from 'react-router-dom'
import { ButtonLink } from '../../../../components/ui/button'
import { PageHeader } from '../../../../components/ui/page-header'
import { LoadingState } from '../../../../components/ui/spinner'
import { useToast } from '../../../../components/ui/toast'
import { errorMessage } from '../../../../lib/api-client'
import { useSectors } from '../../../../lib/catalogue'
import { usePageTitle } from '../../../../lib/page-title'
import { useInvalidate } from '../../../../lib/swr'
import { updateExhibition, useAdminExhibition } from '../../api/admin-exhibitions'
import { isExhibitionKey } from '../../api/exhibitions'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { ExhibitionLoadError } from '../exhibition-load-error'
import { ADMIN_EXHIBITIONS_BACK } from './admin-exhibition-detail'
import { ExhibitionForm } from './exhibition-form'
import { formValuesOf, toExhibitionPayload } from './exhibition-form-model'

export function AdminExhibitionEdit({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminExhibition(id)
  const sectors = useSectors()
  const timeZone = usePlatformTimeZone()
  const { toast } = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  usePageTitle(`Edit ${data?.name ?? 'Exhibition'} · Admin`)

  if (error) return <ExhibitionLoadError error={error} onRetry={() => void mutate()} back={ADMIN_EXHIBITIONS_BACK} notFoundText="This exhibition does not exist or was deleted." />
  if (!data || !sectors.data || !timeZone) return <LoadingState label="Loading exhibition..." />
  const allIds = sectors.data.map((s) => s.id)
  const back = `/admin/exhibitions/${data.id}`
  return (
    <>
      <PageHeader title="Edit Exhibition" description={`Change the dates, place, sectors and registration of ${data.name}.`} />
      <ExhibitionForm
        key={`${data.id}-${data.createdAt}`}
        initial={formValuesOf(data, timeZone, allIds)}
        sectorRequired={false}
        label={`Edit ${data.name}`}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        cancel={
          <ButtonLink to={back} $variant="outline">
            Cancel
          </ButtonLink>
        }
        onSubmit={async (values) => {
          await updateExhibition(data.id, toExhibitionPayload(values, allIds))
          toast({ title: 'Success', description: 'Exhibition updated successfully', variant: 'success' })
          await invalidate(isExhibitionKey)
          void navigate(back)
        }}
        onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to update exhibition'), variant: 'destructive' })}
      />
    </>
  )
}
