// Select options of the training area: muscles, tools, units, movement patterns, in the reader's language.
import { FUNCTION_PARTS, LOAD_UNITS, MUSCLE_GROUPS, TOOLS } from '@contract/training/constants'
import { useT } from '../../providers/i18n-provider'

export function useTrainingOptions() {
  const t = useT()
  const of = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`training.${group}.${value}` as never) }))
  return {
    muscles: of('muscles', MUSCLE_GROUPS),
    tools: of('tools', TOOLS),
    units: of('units', LOAD_UNITS),
    functions: of('functions', FUNCTION_PARTS)
  }
}
