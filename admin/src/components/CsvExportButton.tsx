// CSV export of a list with the filters it shows, through refine's useExport (papaparse): it pages through the
// same list endpoint as the table, so the file holds exactly what the filters select (at most 5,000 rows unless the
// caller knows it needs more). Cells are written by csv-cells.ts (formulas defused, long numbers kept as text).
// Each export is recorded in the audit log (who, which list, how many rows, which filters): exported personal
// data leaves the system, so the file is made only once the record is kept.
import { ExportButton } from '@refinedev/antd'
import { useExport, type BaseRecord, type CrudFilter } from '@refinedev/core'
import { App } from 'antd'
import dayjs from 'dayjs'
import { useRef } from 'react'
import type { ExportList } from '@contract/admin'
import { recordAdminExport } from '@contract/system/admin-endpoints'
import { call } from '../api/client'
import { defuseCell } from './csv-cells'

interface Props<T extends BaseRecord> {
  resource: ExportList
  filters?: CrudFilter[]
  /** One CSV row per record; the keys become the header line (write them in the user's language). */
  mapData: (record: T) => Record<string, unknown>
  meta?: Record<string, unknown>
  /** The file's name before the time stamp; the resource's name by default. */
  filename?: string
  /** Rows at most (5,000 by default); the list endpoint is read 50 at a time. */
  maxItemCount?: number
}

/** The filters as the audit row keeps them: field → value, empty ones left out. */
function filterValues(filters: CrudFilter[] | undefined, meta: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== '') values[filter.field] = String(filter.value)
  }
  const params = meta?.params as Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(params ?? {})) values[key] = String(value)
  return values
}

export function CsvExportButton<T extends BaseRecord>({ resource, filters, mapData, meta, filename, maxItemCount = 5000 }: Props<T>) {
  const { message } = App.useApp()
  // Rows written by the export running now (mapData is called once per record).
  const rows = useRef(0)
  const { triggerExport, isLoading } = useExport<T>({
    resource,
    filters,
    meta,
    mapData: (record) => {
      rows.current++
      return Object.fromEntries(Object.entries(mapData(record)).map(([key, value]) => [key, defuseCell(value)]))
    },
    pageSize: 50,
    maxItemCount,
    download: false
  })
  const exportFile = async () => {
    rows.current = 0
    const csv = await triggerExport()
    if (csv === undefined) return
    try {
      await call(recordAdminExport, { body: { resource, rows: rows.current, filters: filterValues(filters, meta) } })
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
      return
    }
    download(csv, `${filename ?? resource}-${dayjs().format('YYYYMMDD-HHmm')}.csv`)
  }
  return <ExportButton onClick={exportFile} loading={isLoading} />
}

function download(csv: string, name: string) {
  // A BOM so Excel opens the Chinese text as UTF-8.
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
