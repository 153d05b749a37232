// The list screen every area builds on: a title, a CSV export of what the filters select (and other header
// buttons), a filter bar, the table paged through the server (synced with the address), a row-actions column, and
// whatever the screen opens from a row (a modal) below. A screen gives its columns and what differs; the filter
// bar's values become the list's query as they are (text trimmed, a date range `dates` as `from`/`to`).
import { List, useTable } from '@refinedev/antd'
import type { BaseRecord, CrudFilter } from '@refinedev/core'
import { Space, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import type { ExportList } from '@contract/admin'
import { CsvExportButton } from './CsvExportButton'
import { ListFilters } from './ListFilters'
import { useT } from '../providers/i18n-provider'

interface ResourceListProps<T extends BaseRecord> {
  resource: ExportList
  title: string
  /** The filter bar's fields (Form.Items); without them there is no filter bar. */
  filterFields?: ReactNode
  /** Filter bar values → the list's filters, when they are not the values as they are (see filtersOf). */
  toFilters?: (values: Record<string, unknown>) => CrudFilter[]
  /** Filters the list starts with (e.g. only pending refunds), and the filter bar's values that show them. */
  initialFilters?: CrudFilter[]
  filterInitialValues?: Record<string, unknown>
  /** A table wider than the screen scrolls sideways, its row actions kept in view. */
  scrollX?: number
  /** One CSV row of a record (keys in the reader's language); without it there is no export. */
  csvRow?: (record: T) => Record<string, unknown>
  /** Header buttons after the export (a CreateButton). */
  actions?: ReactNode
  /** The buttons of a row, in a last column `rowActionsWidth` wide. */
  rowActions?: (record: T) => ReactNode
  rowActionsWidth?: number
  /** The columns: Table.Column elements. */
  children: ReactNode
  /** Below the table: what a row opens (a modal). */
  below?: ReactNode
}

const isDayjs = (value: unknown): value is Dayjs => typeof (value as Dayjs | null)?.format === 'function'

/** The filter bar's values as the list endpoints take them: text trimmed, a `dates` range as `from` and `to`. */
export function filtersOf(values: Record<string, unknown>): CrudFilter[] {
  return Object.entries(values).flatMap(([field, value]): CrudFilter[] => {
    if (field === 'dates') {
      const [from, to] = Array.isArray(value) ? value : []
      return [
        { field: 'from', operator: 'eq', value: isDayjs(from) ? from.format('YYYY-MM-DD') : undefined },
        { field: 'to', operator: 'eq', value: isDayjs(to) ? to.format('YYYY-MM-DD') : undefined }
      ]
    }
    return [{ field, operator: 'eq', value: typeof value === 'string' ? value.trim() : value }]
  })
}

export function ResourceList<T extends BaseRecord>(props: ResourceListProps<T>) {
  const t = useT()
  const { resource, title, filterFields, toFilters = filtersOf, initialFilters, csvRow, actions, rowActions, rowActionsWidth = 100, scrollX } = props
  const { tableProps, searchFormProps, filters } = useTable<T>({
    resource,
    syncWithLocation: true,
    filters: initialFilters ? { initial: initialFilters } : undefined,
    onSearch: (values) => toFilters(values as Record<string, unknown>)
  })
  return (
    <List
      title={title}
      headerButtons={
        <Space>
          {csvRow && <CsvExportButton<T> resource={resource} filters={filters} mapData={csvRow} />}
          {actions}
        </Space>
      }
    >
      {filterFields && (
        <ListFilters searchFormProps={{ ...searchFormProps, initialValues: props.filterInitialValues }}>{filterFields}</ListFilters>
      )}
      <Table<T> {...tableProps} rowKey="id" size="middle" scroll={scrollX ? { x: scrollX } : undefined}>
        {props.children}
        {rowActions && (
          <Table.Column<T> key="row-actions" title={t('table.actions' as never)} width={rowActionsWidth} fixed={scrollX ? 'right' : undefined}
            render={(_, record) => <Space>{rowActions(record)}</Space>} />
        )}
      </Table>
      {props.below}
    </List>
  )
}
