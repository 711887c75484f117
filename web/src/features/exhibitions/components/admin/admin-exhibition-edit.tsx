// /admin/exhibitions/:id/edit: the exhibition form prefilled (PATCH /api/admin/exhibitions/{id}).
import { PageHeader } from '../../../../components/ui/page-header'
import { useEditFormProps } from '../../../../components/ui/record-form'
import { LoadingState } from '../../../../components/ui/spinner'
import { useSectors } from '../../../../lib/catalogue'
import { usePageTitle } from '../../../../lib/page-title'
import { updateExhibition, useAdminExhibition } from '../../api/admin-exhibitions'
import { isExhibitionKey, type ExhibitionView } from '../../api/exhibitions'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { ExhibitionLoadError } from '../exhibition-load-error'
import { ADMIN_EXHIBITIONS_BACK } from './admin-exhibition-detail'
import { ExhibitionForm } from './exhibition-form'
import { formValuesOf, toExhibitionPayload, type ExhibitionFormValues } from './exhibition-form-model'

export function AdminExhibitionEdit({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminExhibition(id)
  const sectors = useSectors()
  const timeZone = usePlatformTimeZone()
  usePageTitle(`Edit ${data?.name ?? 'Exhibition'} · Admin`)

  if (error) return <ExhibitionLoadError error={error} onRetry={() => void mutate()} back={ADMIN_EXHIBITIONS_BACK} notFoundText="This exhibition does not exist or was deleted." />
  if (!data || !sectors.data || !timeZone) return <LoadingState label="Loading exhibition..." />
  return <Edit key={`${data.id}-${data.createdAt}`} exhibition={data} timeZone={timeZone} allIds={sectors.data.map((s) => s.id)} />
}

function Edit({ exhibition, timeZone, allIds }: { exhibition: ExhibitionView; timeZone: string; allIds: number[] }) {
  const frame = useEditFormProps<ExhibitionFormValues>({
    noun: 'Exhibition',
    name: exhibition.name,
    back: `/admin/exhibitions/${exhibition.id}`,
    update: (values) => updateExhibition(exhibition.id, toExhibitionPayload(values, allIds)),
    stale: isExhibitionKey,
  })
  return (
    <>
      <PageHeader title="Edit Exhibition" description={`Change the dates, place, sectors and registration of ${exhibition.name}.`} />
      <ExhibitionForm initial={formValuesOf(exhibition, timeZone, allIds)} sectorRequired={false} {...frame} />
    </>
  )
}
