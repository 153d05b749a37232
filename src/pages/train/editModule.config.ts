export default definePageConfig({ navigationBarTitleText: '编辑模块' })
