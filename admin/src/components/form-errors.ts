// Shows a refused action's per-field reasons beside the fields of an antd form (the server names each field by
// its key path, `entries.0.text`), for forms sent through useApiAction rather than refine's useForm.
import type { FormInstance } from 'antd'
import type { ApiError } from '../api/client'

export function showFieldErrors(form: FormInstance, err: ApiError): void {
  if (!err.errors) return
  form.setFields(Object.entries(err.errors).map(([path, message]) => ({
    name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [message]
  })))
}
