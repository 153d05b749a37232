export default definePageConfig({ navigationBarTitleText: '编辑周计划' })
