// CSV export of a list with the filters it shows, through refine's useExport (papaparse): it pages through the
// same list endpoint as the table, so the file holds exactly what the filters select (at most 5,000 rows).
import { ExportButton } from '@refinedev/antd'
import { useExport, type BaseRecord, type CrudFilter } from '@refinedev/core'
import dayjs from 'dayjs'

interface Props<T extends BaseRecord> {
  resource: string
  filters?: CrudFilter[]
  /** One CSV row per record; the keys become the header line (write them in the user's language). */
  mapData: (record: T) => Record<string, unknown>
  meta?: Record<string, unknown>
}

export function CsvExportButton<T extends BaseRecord>({ resource, filters, mapData, meta }: Props<T>) {
  const { triggerExport, isLoading } = useExport<T>({
    resource,
    filters,
    meta,
    mapData,
    pageSize: 50,
    maxItemCount: 5000,
    // A BOM so Excel opens the Chinese text as UTF-8.
    useBom: true,
    filename: `${resource}-${dayjs().format('YYYYMMDD-HHmm')}`
  })
  return <ExportButton onClick={triggerExport} loading={isLoading} />
}
