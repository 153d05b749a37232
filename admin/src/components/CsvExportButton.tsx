// CSV export of a list with the filters it shows, through refine's useExport (papaparse): it pages through the
// same list endpoint as the table, so the file holds exactly what the filters select (at most 5,000 rows unless the
// caller knows it needs more). Cells a spreadsheet would run as a formula are defused.
import { ExportButton } from '@refinedev/antd'
import { useExport, type BaseRecord, type CrudFilter } from '@refinedev/core'
import dayjs from 'dayjs'
import { defuseCell } from './csv-cells'

interface Props<T extends BaseRecord> {
  resource: string
  filters?: CrudFilter[]
  /** One CSV row per record; the keys become the header line (write them in the user's language). */
  mapData: (record: T) => Record<string, unknown>
  meta?: Record<string, unknown>
  /** The file's name before the time stamp; the resource's name by default. */
  filename?: string
  /** Rows at most (5,000 by default); the list endpoint is read 50 at a time. */
  maxItemCount?: number
}

export function CsvExportButton<T extends BaseRecord>({ resource, filters, mapData, meta, filename, maxItemCount = 5000 }: Props<T>) {
  const { triggerExport, isLoading } = useExport<T>({
    resource,
    filters,
    meta,
    mapData: (record) => Object.fromEntries(Object.entries(mapData(record)).map(([key, value]) => [key, defuseCell(value)])),
    pageSize: 50,
    maxItemCount,
    // A BOM so Excel opens the Chinese text as UTF-8.
    useBom: true,
    filename: `${filename ?? resource}-${dayjs().format('YYYYMMDD-HHmm')}`
  })
  return <ExportButton onClick={triggerExport} loading={isLoading} />
}
