// Turns a request-schema failure into one Chinese sentence that names the field, because the app shows the
// message to the person as is (product rules §8: modal with 确认), and into a list of field issues (key + reason) a form
// shows beside its fields. Fields are named by their schema title when the route gives one
// (`z.string().meta({ title: '手机号' })`); a key never reaches the sentence, the person does not read keys.
import { z } from 'zod'

// Chinese messages for every schema; a missing value gets a short "不能为空" instead of zod's type jargon.
const zhCN = z.locales.zhCN()
z.config({
  ...zhCN,
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? '不能为空' : undefined)
})

/** One entry of fastify's error.validation as fastify-type-provider-zod fills it. */
export interface ValidationIssue {
  keyword: string
  instancePath: string
  message?: string
  params?: Record<string, unknown>
}

interface SchemaDef {
  type: string
  innerType?: z.core.$ZodType
  in?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
  element?: z.core.$ZodType
  options?: z.core.$ZodType[]
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

function defOf(schema: z.core.$ZodType): SchemaDef {
  return schema._zod.def as unknown as SchemaDef
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema
  for (let i = 0; i < 10; i++) {
    const def = defOf(current)
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined
    if (!inner) return current
    current = inner
  }
  return current
}

function titleOf(schema: z.core.$ZodType): string | undefined {
  const meta = z.globalRegistry.get(schema)
  return meta?.title ?? meta?.description
}

/** The schema of `key` inside an object, an array, or any option of a union (e.g. a discriminated union). */
function child(schema: z.core.$ZodType, key: string): z.core.$ZodType | undefined {
  const def = defOf(unwrap(schema))
  if (def.type === 'object') return def.shape?.[key]
  if (def.type === 'array') return def.element
  if (def.type === 'union') return def.options?.map((option) => child(option, key)).find(Boolean)
  return undefined
}

/** The field's title from the schema, walking objects, arrays and unions along the issue path (undefined: none). */
function fieldLabel(schema: unknown, path: string[]): string | undefined {
  let current = schema instanceof z.core.$ZodType ? schema : undefined
  for (const key of path) {
    if (!current) break
    current = child(current, key)
  }
  return current && (titleOf(current) ?? titleOf(unwrap(current)))
}

const pathOf = (issue: ValidationIssue) => issue.instancePath.split('/').filter(Boolean)

export function validationMessage(issues: readonly ValidationIssue[], schema: unknown): string {
  const issue = issues[0]
  if (!issue) return '提交的内容有误，请检查后重试'
  const path = pathOf(issue)
  const text = issue.message ?? ''
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params?.keys as string[] | undefined) ?? []
    return `不支持的参数：${keys.join('、')}`
  }
  if (path.length === 0) return `提交的内容有误：${text}`
  const label = fieldLabel(schema, path)
  if (!label) return text === '不能为空' ? '有必填项未填写' : `提交的内容有误：${text}`
  if (text === '不能为空') return `${label}不能为空`
  // A message written by the route author that already names the field reads best unchanged.
  if (text.includes(label)) return text
  return `${label}填写有误：${text}`
}

/** One field's problem, for a form to show beside that field: its key path ('title', 'invoice.phone') and why. */
export interface FieldIssue {
  field: string
  message: string
}

/** The first issue of each field, keyed by its path; issues not about one field (unknown keys, the root) are left out. */
export function validationFields(issues: readonly ValidationIssue[], schema: unknown): FieldIssue[] {
  const fields = new Map<string, string>()
  for (const issue of issues) {
    const path = pathOf(issue)
    if (issue.keyword === 'unrecognized_keys' || path.length === 0) continue
    const field = path.join('.')
    if (fields.has(field)) continue
    const text = issue.message ?? ''
    const label = fieldLabel(schema, path)
    fields.set(field, text === '不能为空' ? (label ? `请填写${label}` : '此项为必填') : text)
  }
  return [...fields].map(([field, message]) => ({ field, message }))
}
