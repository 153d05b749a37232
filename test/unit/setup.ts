// Globals Taro's compiler normally defines (toolchain trap 4).
const g = globalThis as any
g.ENABLE_INNER_HTML = true
g.ENABLE_ADJACENT_HTML = true
g.ENABLE_SIZE_APIS = false
g.ENABLE_TEMPLATE_CONTENT = true
g.ENABLE_CLONE_NODE = true
g.ENABLE_CONTAINS = true
g.ENABLE_MUTATION_OBSERVER = false
g.defineAppConfig = (c: unknown) => c
g.definePageConfig = (c: unknown) => c
process.env.TARO_ENV = 'h5'
process.env.TARO_APP_API_HOST = ''
